import { JSDOM } from 'jsdom';
import { toLanguageTag } from '@/i18n/language';
import type { TLanguage } from '@/i18n/language';
import { applyHeadTags } from '@/lib/seo/head-tags';
import type { TPageAssets } from './page-assets';
import { MODULES_ATTRIBUTE } from './start-after-paint';
import type { TRenderedPage } from './render-page';

/** The app's entry, then its modulepreloads, as index.html loads them: taken out of the head. */
function takeAppModules(head: HTMLHeadElement): string[] {
  const entry = head.querySelector('script[type="module"][src]');
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...head.querySelectorAll('link[rel="modulepreload"]')];
  for (const tag of [entry, ...preloads]) tag.remove();
  return [
    entry.getAttribute('src') ?? '',
    ...preloads.map((link) => link.getAttribute('href') ?? ''),
  ];
}

function linkStylesheets(document: Document, styles: readonly string[]): void {
  const linked = new Set(
    [...document.head.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')),
  );
  for (const href of styles.filter((style) => !linked.has(style))) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('crossorigin', '');
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The built index.html with a rendered page in its root: the page's title and head tags, its
 * own styles (render-blocking, so the copy never shows unstyled), and instead of the app's
 * scripts the small one that starts them once the copy has painted (`boot`, start-after-paint.ts):
 * the app's entry and every chunk the page needs are listed on the root for it.
 */
export function pageDocument(
  template: string,
  page: TRenderedPage,
  language: TLanguage,
  assets: TPageAssets & { boot: string },
): string {
  const dom = new JSDOM(template);
  const { document } = dom.window;
  document.documentElement.lang = toLanguageTag(language);
  applyHeadTags(document, page.title, page.headTags);
  const modules = [...new Set([...takeAppModules(document.head), ...assets.scripts])];
  linkStylesheets(document, assets.styles);
  const boot = document.createElement('script');
  boot.type = 'module';
  boot.setAttribute('crossorigin', '');
  boot.src = assets.boot;
  document.head.append(boot);

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
  root.setAttribute(MODULES_ATTRIBUTE, modules.join(' '));
  // Until then nothing typed could be kept: the copy's forms take no input.
  for (const form of root.querySelectorAll('form')) form.setAttribute('inert', '');
  return dom.serialize();
}
