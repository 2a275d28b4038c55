import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { spaRoutes } from './spa-routes.js';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'spa-routes-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
const script = `export const text = ${JSON.stringify('드럼 아카데미 '.repeat(400))};\n`;
writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), script);

const app = express();
const spa = spaRoutes(distDir);
if (spa) app.use(spa);

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('spaRoutes', () => {
  it('when the browser accepts gzip, then scripts are sent compressed and cached for a year', async () => {
    const res = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.text).toBe(script);
  });

  it('when the browser accepts no compression, then the script is sent as it is', async () => {
    const res = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(script);
  });

  it('when a client route is opened, then index.html comes back, not cached', async () => {
    const res = await request(app).get('/lesson-request').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
