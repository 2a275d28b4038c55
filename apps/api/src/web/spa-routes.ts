import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router } from 'express';
import { prerenderedPages } from './prerendered-pages.js';

/**
 * Serves the built SPA with history fallback: any GET outside /api that is not a file gets
 * index.html, so client routes survive a reload; a guest page prerendered at build time gets its
 * own HTML in the language the browser last showed. Hashed assets are cached for a year.
 * Text is compressed (gzip or brotli, as the browser accepts): the scripts are about three times
 * smaller on the wire, which decides how soon a phone shows the first page.
 */
export function spaRoutes(webDistDir: string): Router | null {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const prerendered = prerenderedPages(webDistDir);
  const router = Router();
  router.use(compression());
  router.use(
    '/assets',
    express.static(path.join(webDistDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
    }),
  );
  router.use(express.static(webDistDir, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/api(\/|$)).*/, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // The same address answers in either language, chosen by a cookie: caches must keep both.
    res.setHeader('Vary', 'Cookie');
    const page = prerendered.fileFor(req.path, req.cookies);
    // The prerender folder is a dot-folder (never served as files); the file comes from its manifest.
    if (page) res.sendFile(page, { dotfiles: 'allow' });
    else res.sendFile(indexFile);
  });
  return router;
}
