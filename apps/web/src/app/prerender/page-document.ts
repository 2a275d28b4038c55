import { JSDOM } from 'jsdom';
import { toLanguageTag } from '@/i18n/language';
import type { TLanguage } from '@/i18n/language';
import { applyHeadTags } from '@/lib/seo/head-tags';
import type { TPageAssets } from './page-assets';
import type { TRenderedPage } from './render-page';

/**
 * The built index.html with a rendered page in its root: the page's title and head tags, its
 * own styles (render-blocking, so the copy never shows unstyled) and its chunk preloaded.
 */
export function pageDocument(
  template: string,
  page: TRenderedPage,
  language: TLanguage,
  assets: TPageAssets,
): string {
  const dom = new JSDOM(template);
  const { document } = dom.window;
  document.documentElement.lang = toLanguageTag(language);
  applyHeadTags(document, page.title, page.headTags);
  const linked = new Set(
    [...document.head.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')),
  );
  const addLink = (rel: string, href: string) => {
    if (linked.has(href)) return;
    const link = document.createElement('link');
    link.rel = rel;
    link.setAttribute('crossorigin', '');
    link.href = href;
    document.head.append(link);
    linked.add(href);
  };
  for (const href of assets.styles) addLink('stylesheet', href);
  for (const href of assets.scripts) addLink('modulepreload', href);
  // The copy is readable without the scripts: on a slow connection the HTML and the stylesheet
  // go first, the scripts (still fetched at once) share what bandwidth is left.
  for (const script of document.querySelectorAll(
    'script[type="module"], link[rel="modulepreload"]',
  )) {
    script.setAttribute('fetchpriority', 'low');
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  root.innerHTML = page.html;
  // React's streaming renderer adds small inline timing scripts; the CSP refuses inline scripts
  // and the copy needs none (the structured data block is not a script that runs).
  for (const script of root.querySelectorAll('script:not([type="application/ld+json"])')) {
    script.remove();
  }
  // main.tsx replaces the copy with the running page; it must know which language it is in.
  root.dataset.prerendered = language;
  // Until then nothing typed could be kept: the copy's forms take no input.
  for (const form of root.querySelectorAll('form')) form.setAttribute('inert', '');
  return dom.serialize();
}
