import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, PRERENDER } from '@academy/contracts';
import type { TLanguage, TPrerenderManifest } from '@academy/contracts';
import { paths } from '@/config/paths';
import { loadDictionary } from '@/i18n/dictionaries';
import type { TWordGroup } from '@/i18n/dictionaries';
import { toLanguageTag } from '@/i18n/language';
import { GUEST_PAGE_WORDS, guestPageLoaders } from '../guest-pages';
import { preloadModule } from '../lazy-page';
import { pageAssets } from './page-assets';
import type { TPageAssets, TViteManifest } from './page-assets';
import { pageDocument } from './page-document';
import { KOREAN_WORD_SOURCES, PRERENDERED_PAGES } from './prerendered-pages';
import type { TPrerenderedPage } from './prerendered-pages';
import { renderPage } from './render-page';

/** The script a prerendered page starts the app with (vite.config.ts, build inputs). */
const BOOT_SOURCE = 'src/app/prerender/boot.ts';

const fileOf = (route: string, language: TLanguage) =>
  `${toLanguageTag(language)}/${route === '/' ? 'index' : route.slice(1)}.html`;

/** A page's assets with the chunks of the Korean dictionary groups it reads. */
function withKoreanWords(
  viteManifest: TViteManifest,
  assets: TPageAssets,
  page: TPrerenderedPage,
): TPageAssets {
  const groups: readonly TWordGroup[] =
    page in GUEST_PAGE_WORDS ? GUEST_PAGE_WORDS[page as keyof typeof GUEST_PAGE_WORDS] : [];
  const scripts = groups.flatMap(
    (group) => pageAssets(viteManifest, KOREAN_WORD_SOURCES[group]).scripts,
  );
  return { ...assets, scripts: [...new Set([...assets.scripts, ...scripts])] };
}

/**
 * Build step (scripts/prerender.mjs, after `vite build`): writes every page of
 * PRERENDERED_PAGES in both languages into the web build, with the manifest the API serves them
 * by. A guest's phone paints the page from the HTML alone, before any JavaScript has run.
 */
export async function prerenderGuestPages(distDir: string): Promise<TPrerenderManifest> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const viteManifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as TViteManifest;
  const boot = viteManifest[BOOT_SOURCE]?.file;
  if (!boot) throw new Error(`${BOOT_SOURCE} has no chunk in the build manifest`);
  const outDir = path.join(distDir, PRERENDER.DIR);
  await rm(outDir, { recursive: true, force: true });

  const manifest: TPrerenderManifest = {};
  for (const page of Object.keys(PRERENDERED_PAGES) as TPrerenderedPage[]) {
    await preloadModule(guestPageLoaders[page]);
    const route = paths[page];
    const assets = pageAssets(viteManifest, PRERENDERED_PAGES[page]);
    const koreanAssets = withKoreanWords(viteManifest, assets, page);
    const files: Partial<Record<TLanguage, string>> = {};
    for (const language of LANGUAGES) {
      await loadDictionary(language);
      const rendered = await renderPage(route, language);
      const file = fileOf(route, language);
      await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
      await writeFile(
        path.join(outDir, file),
        pageDocument(template, rendered, language, {
          ...(language === 'KOR' ? koreanAssets : assets),
          boot: `/${boot}`,
        }),
      );
      files[language] = file;
    }
    manifest[route] = files as Record<TLanguage, string>;
  }
  await writeFile(path.join(outDir, PRERENDER.MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
