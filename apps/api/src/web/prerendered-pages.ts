import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, PRERENDER } from '@academy/contracts';
import type { TPrerenderManifest } from '@academy/contracts';

export type TPrerenderedPages = {
  /** The prerendered HTML file for a request path and its cookies, if the page has one. */
  fileFor(requestPath: string, cookies: Record<string, unknown> | undefined): string | null;
};

/**
 * The guest pages the web build prerendered (apps/web/src/app/prerender), read once at start.
 * A build without them (older build, tests) simply serves index.html everywhere.
 */
export function prerenderedPages(webDistDir: string): TPrerenderedPages {
  const dir = path.join(webDistDir, PRERENDER.DIR);
  const manifestFile = path.join(dir, PRERENDER.MANIFEST);
  const manifest: TPrerenderManifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as TPrerenderManifest)
    : {};
  const pages = new Map(Object.entries(manifest));
  return {
    fileFor(requestPath, cookies) {
      const route = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath;
      const files = pages.get(route);
      if (!files) return null;
      const saved = cookies?.[LANGUAGE_COOKIE];
      return path.join(dir, files[isLanguage(saved) ? saved : DEFAULT_LANGUAGE]);
    },
  };
}
