import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built SPA with history fallback: any GET outside /api that is not a file gets
 * index.html, so client routes survive a reload. Hashed assets are cached for a year.
 */
export function spaRoutes(webDistDir: string): Router | null {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const router = Router();
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
