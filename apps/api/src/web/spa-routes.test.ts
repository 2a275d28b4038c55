import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { spaRoutes } from './spa-routes.js';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'spa-routes-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
const script = `export const text = ${JSON.stringify('드럼 아카데미 '.repeat(400))};\n`;
writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), script);
const prerenderDir = path.join(distDir, '.prerendered');
mkdirSync(path.join(prerenderDir, 'ko'), { recursive: true });
mkdirSync(path.join(prerenderDir, 'en'), { recursive: true });
writeFileSync(path.join(prerenderDir, 'ko', 'one-day-class.html'), '<h1>원데이 클래스</h1>');
writeFileSync(path.join(prerenderDir, 'en', 'one-day-class.html'), '<h1>One-day class</h1>');
writeFileSync(
  path.join(prerenderDir, 'manifest.json'),
  JSON.stringify({
    '/one-day-class': { KOR: 'ko/one-day-class.html', ENG: 'en/one-day-class.html' },
  }),
);

const app = express();
app.use(cookieParser());
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

  it('when a prerendered guest page is opened without a language cookie, then its Korean copy comes back', async () => {
    const res = await request(app).get('/one-day-class');
    expect(res.status).toBe(200);
    expect(res.text).toBe('<h1>원데이 클래스</h1>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('when the browser last showed English, then the English copy comes back (a trailing slash too)', async () => {
    const res = await request(app).get('/one-day-class/?x=1').set('Cookie', 'language=ENG');
    expect(res.text).toBe('<h1>One-day class</h1>');
  });

  it('when the language cookie holds anything else, then the Korean copy comes back', async () => {
    const res = await request(app).get('/one-day-class').set('Cookie', 'language=../../etc');
    expect(res.text).toBe('<h1>원데이 클래스</h1>');
  });

  it('when a page has no prerendered copy, then index.html comes back', async () => {
    const res = await request(app).get('/user/dashboard').set('Cookie', 'language=ENG');
    expect(res.text).toContain('<div id="root">');
  });

  it('when the prerender folder is asked for directly, then it is not served as a file', async () => {
    const res = await request(app).get('/.prerendered/manifest.json');
    expect(res.text).not.toContain('one-day-class.html');
  });
});
