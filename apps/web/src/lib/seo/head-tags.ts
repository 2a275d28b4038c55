import type { TLanguage } from '@/i18n/language';
import { OG_IMAGE, absoluteUrl, canonicalPath } from './site';

export type THeadInput = {
  /** The complete document title. */
  title: string;
  description: string;
  /** The route path; the canonical URL and og:url are built from it. */
  path: string;
  language: TLanguage;
  siteName: string;
  imageAlt: string;
  type: 'website' | 'article';
};

export type THeadTag =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: string; href: string };

const OG_LOCALE: Record<TLanguage, string> = { KOR: 'ko_KR', ENG: 'en_US' };

const meta = (attribute: 'name' | 'property', key: string, content: string): THeadTag => ({
  kind: 'meta',
  attribute,
  key,
  content,
});

/** Every head tag a page owns, in the active language. */
export function buildHeadTags(input: THeadInput): THeadTag[] {
  const url = absoluteUrl(canonicalPath(input.path));
  const otherLocale = OG_LOCALE[input.language === 'KOR' ? 'ENG' : 'KOR'];
  return [
    meta('name', 'description', input.description),
    { kind: 'link', rel: 'canonical', href: url },
    meta('property', 'og:type', input.type),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[input.language]),
    meta('property', 'og:locale:alternate', otherLocale),
    meta('property', 'og:image', absoluteUrl(OG_IMAGE.path)),
    meta('property', 'og:image:type', OG_IMAGE.type),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', input.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
}

function selectorOf(tag: THeadTag): string {
  return tag.kind === 'meta' ? `meta[${tag.attribute}="${tag.key}"]` : `link[rel="${tag.rel}"]`;
}

function createElementFor(doc: Document, tag: THeadTag): HTMLElement {
  if (tag.kind === 'link') {
    const link = doc.createElement('link');
    link.rel = tag.rel;
    return link;
  }
  const element = doc.createElement('meta');
  element.setAttribute(tag.attribute, tag.key);
  return element;
}

/**
 * Updates the tags in place, creating the missing ones. index.html ships Korean defaults for
 * crawlers that run no JavaScript; editing those same elements (rather than letting React append
 * new ones) means there is never a second, contradicting description or og:title.
 */
export function applyHeadTags(doc: Document, title: string, tags: THeadTag[]): void {
  doc.title = title;
  for (const tag of tags) {
    const existing = doc.head.querySelector<HTMLElement>(selectorOf(tag));
    const element = existing ?? doc.head.appendChild(createElementFor(doc, tag));
    if (tag.kind === 'meta') element.setAttribute('content', tag.content);
    else element.setAttribute('href', tag.href);
  }
}
