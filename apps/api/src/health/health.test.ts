import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/demo-academy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { callOperation } from '../../test/call-operation.js';
import { healthOperations } from '@academy/contracts';

// Both endpoints are asked of the same two apps, one with its database and one whose database
// is gone: each app costs a copy of the template database.
const suite = useTestApp();
let withoutDatabase: TestApp;
beforeAll(async () => {
  withoutDatabase = await createTestApp();
  await withoutDatabase.database.close();
});

describe('GET /api/health (liveness)', () => {
  it('when the process runs, then it reports ok without a word about the database', async () => {
    const res = await callOperation(request(suite.testApp.app), healthOperations.getHealth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'ok',
      data: { status: 'ok', uptimeSeconds: expect.any(Number) },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the database is gone, then the process still answers that it lives', async () => {
    const res = await callOperation(request(withoutDatabase.app), healthOperations.getHealth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'ok' } });
  });
});

describe('GET /api/health/ready (readiness)', () => {
  it('when the database answers, then it reports ok with the database kind', async () => {
    const res = await callOperation(request(suite.testApp.app), healthOperations.getReadiness);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { status: 'ok', database: { status: 'up', kind: suite.testApp.database.kind } },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the database is gone, then it answers 503 in the envelope', async () => {
    const res = await callOperation(request(withoutDatabase.app), healthOperations.getReadiness);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, data: { database: { status: 'down' } } });
  });
});
