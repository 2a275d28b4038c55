import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router } from 'express';

/**
 * Serves the built SPA with history fallback: any GET outside /api that is not a file gets
 * index.html, so client routes survive a reload. Hashed assets are cached for a year.
 * Text is compressed (gzip or brotli, as the browser accepts): the scripts are about three times
 * smaller on the wire, which decides how soon a phone shows the first page.
 */
export function spaRoutes(webDistDir: string): Router | null {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return null;
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
  router.get(/^(?!\/api(\/|$)).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
