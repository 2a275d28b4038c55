import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/use-language';
import { usePrerenderRecorder } from '@/lib/prerender/prerender-context';
import { applyHeadTags, buildHeadTags } from './head-tags';

export type TPageMetaProps = {
  /** The complete document title (PageShell adds the brand; the home page writes its own). */
  title: string;
  description: string;
  /** Defaults to the current route's path. */
  path?: string;
  type?: 'website' | 'article';
};

/**
 * Sets the document title, meta description, canonical URL and Open Graph tags of the page in the
 * active language, and keeps them in step when the language or the route changes.
 */
export function usePageMeta({ title, description, path, type = 'website' }: TPageMetaProps): void {
  const { language } = useLanguage();
  const t = useT();
  const { pathname } = useLocation();
  const pagePath = path ?? pathname;
  const siteName = t.brand.name;
  const imageAlt = t.site.seo.ogImageAlt;
  const tags = useMemo(
    () => buildHeadTags({ title, description, path: pagePath, language, siteName, imageAlt, type }),
    [title, description, pagePath, language, siteName, imageAlt, type],
  );
  usePrerenderRecorder()?.recordHead(title, tags);

  useEffect(() => {
    applyHeadTags(document, title, tags);
  }, [title, tags]);
}

/** The component form of usePageMeta; renders nothing. */
export function PageMeta(props: TPageMetaProps) {
  usePageMeta(props);
  return null;
}
