import type { TLanguage } from '../common/language';

/**
 * Guest pages rendered to HTML at build time (apps/web/src/app/prerender) and sent by the API
 * in the visitor's language (apps/api/src/web): inside the web build, a dot-folder, which static
 * file serving never exposes, so each page is only reachable at its own route.
 */
export const PRERENDER = {
  DIR: '.prerendered',
  MANIFEST: 'manifest.json',
} as const;

/** Route path → language → file inside PRERENDER.DIR, e.g. `"/one-day-class": { "KOR": "ko/one-day-class.html", … }`. */
export type TPrerenderManifest = Record<string, Record<TLanguage, string>>;
