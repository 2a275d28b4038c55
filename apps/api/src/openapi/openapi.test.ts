import request from 'supertest';
import { z } from 'zod';
import { ZApiEnvelope } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { apiRoutesOf } from '../../test/app-routes.js';
import { useTestApp } from '../../test/demo-academy.js';
import { API_OPERATIONS, type TApiAccess } from '@academy/contracts';
import type { OpenApiDocument } from './openapi-document.js';
import { DOCUMENTATION_ROUTES } from './openapi-routes.js';

const API_PREFIX = '/api';
const DOCUMENTATION_PATHS = new Set<string>(Object.values(DOCUMENTATION_ROUTES));

describe('API documentation', () => {
  const suite = useTestApp({ seed: true });

  it('when GET /api/openapi.json, then it is an OpenAPI 3.1 document with a path per route', async () => {
    const res = await request(suite.testApp.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    const document = res.body as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.servers).toEqual([{ url: API_PREFIX }]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    for (const [path, operations] of Object.entries(document.paths)) {
      const templateNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const operation of Object.values(operations)) {
        const pathParameters = (operation.parameters ?? []).filter((p) => p.in === 'path');
        expect(pathParameters.map((p) => p.name)).toEqual(templateNames);
        expect(operation.description).toMatch(/^\*\*Who may call:\*\* /);
        for (const [status, response] of Object.entries(operation.responses)) {
          const required = Number(status) < 400 ? [] : ['code'];
          // A download answers the file itself on success; its refusals are envelopes too.
          const file =
            response.content['text/csv; charset=utf-8'] ??
            response.content['text/calendar; charset=utf-8'] ??
            response.content['application/pdf'];
          if (file && Number(status) < 400) {
            expect(file.schema).toEqual({ type: 'string' });
            continue;
          }
          expect(response.content['application/json']?.schema).toMatchObject({
            type: 'object',
            required: ['success', 'message', 'data', ...required],
          });
        }
      }
    }
  });

  it('when the router is walked, then every route has an operation in the document and vice versa', async () => {
    const document = (await request(suite.testApp.app).get('/api/openapi.json'))
      .body as OpenApiDocument;
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = apiRoutesOf(suite.testApp.app)
      .filter((route) => route.split(' ')[1]?.startsWith(`${API_PREFIX}/`))
      .map((route) => {
        const [method = '', path = ''] = route.split(' ');
        return { method, path: path.slice(API_PREFIX.length) };
      })
      .filter(({ path }) => !DOCUMENTATION_PATHS.has(path))
      .map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThan(40);
    expect([...new Set(registered)].sort()).toEqual([...new Set(documented)].sort());
  });

  it('when a GET needing no input is called by a caller it admits, then the answer matches its documented schema', async () => {
    const guest = request.agent(suite.testApp.app);
    const member = await signedInAgent(suite.testApp.app, DEMO.student);
    const admin = await signedInAgent(suite.testApp.app, DEMO.admin);
    const callers: Record<TApiAccess, readonly (typeof guest)[]> = {
      public: [guest],
      publicWithSession: [guest, admin],
      refreshSession: [member],
      signedIn: [member, admin],
      member: [member],
      staff: [admin],
      admin: [admin],
    };
    const checked = API_OPERATIONS.filter(
      (operation) =>
        operation.method === 'get' &&
        !operation.params &&
        (!operation.query || operation.query.safeParse({}).success),
    );
    expect(checked.length).toBeGreaterThan(10);
    for (const operation of checked) {
      for (const caller of callers[operation.access]) {
        const res = await caller.get(`${API_PREFIX}${operation.path}`);
        const where = `GET ${operation.path}`;
        expect(res.status, where).toBe(operation.successStatus ?? 200);
        const parsed = ZApiEnvelope(operation.data ?? z.null()).safeParse(res.body);
        expect(parsed.error?.issues, where).toBeUndefined();
      }
    }
  });

  it('when GET /api/docs, then it answers the self-hosted Swagger UI page with no inline script', async () => {
    const page = await request(suite.testApp.app).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('data-spec-url="/api/openapi.json"');
    const scripts = [...page.text.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(body.trim()).toBe('');
      const source = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
      const asset = await request(suite.testApp.app).get(source);
      expect(asset.status, source).toBe(200);
      expect(asset.headers['content-type'], source).toMatch(/javascript/);
    }
    const styles = await request(suite.testApp.app).get('/api/docs/swagger-ui.css');
    expect(styles.status).toBe(200);
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
  });

  it('when a file outside the viewer is asked for under /api/docs, then it answers 404', async () => {
    for (const path of [
      '/api/docs/package.json',
      '/api/docs/index.html',
      '/api/docs/constructor',
    ]) {
      const res = await request(suite.testApp.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ success: false });
    }
  });
});
