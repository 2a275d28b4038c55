/**
 * The public address of the site. Canonical URLs, Open Graph tags, the JSON-LD and the static
 * public/robots.txt and public/sitemap.xml all use it (a test keeps the static files in step).
 */
export const SITE_ORIGIN = 'https://drum-academy.kr';

/** Share previews (KakaoTalk, Facebook) do not all read AVIF or WebP, so the image is a JPEG. */
export const OG_IMAGE = {
  path: '/images/tour/lounge-og.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
} as const;

/** `/academy-tour/` and `/academy-tour` are one page; query strings and hashes never count. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_ORIGIN).href;
}
