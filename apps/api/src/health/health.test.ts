import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('when the database answers, then it reports ok with the database kind', async () => {
    const res = await request(testApp.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { status: 'ok', database: { status: 'up', kind: testApp.database.kind } },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the database is gone, then it answers 503 in the envelope', async () => {
    const { app, database } = await createTestApp();
    await database.close();
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, data: { database: { status: 'down' } } });
  });
});
