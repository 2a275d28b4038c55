import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/demo-academy.js';
import { createTestApp } from '../../test/test-app.js';

describe('GET /api/health (liveness)', () => {
  const suite = useTestApp();

  it('when the process runs, then it reports ok without a word about the database', async () => {
    const res = await request(suite.testApp.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'ok',
      data: { status: 'ok', uptimeSeconds: expect.any(Number) },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the database is gone, then the process still answers that it lives', async () => {
    const { app, database } = await createTestApp();
    await database.close();
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'ok' } });
  });
});

describe('GET /api/health/ready (readiness)', () => {
  const suite = useTestApp();

  it('when the database answers, then it reports ok with the database kind', async () => {
    const res = await request(suite.testApp.app).get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { status: 'ok', database: { status: 'up', kind: suite.testApp.database.kind } },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the database is gone, then it answers 503 in the envelope', async () => {
    const { app, database } = await createTestApp();
    await database.close();
    const res = await request(app).get('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, data: { database: { status: 'down' } } });
  });
});
