import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { inquiryOperations, healthOperations } from '@academy/contracts';
import { expectFailure } from '../../test/envelopes.js';

describe('API error handling over HTTP', () => {
  const suite = useTestApp();

  it('when an /api route does not exist, then it answers 404 in the envelope, in Korean by default', async () => {
    const res = await request(suite.testApp.app).get('/api/no-such-route');
    expectFailure(res, 404, 'NOT_FOUND', expect.stringMatching(/[가-힣]/));
  });

  it('when the client asks for English, then the message is English', async () => {
    const res = await request(suite.testApp.app).post('/api/nothing').set('Accept-Language', 'en');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not found/i);
  });

  it('when the body is not valid JSON, then it answers 400 without a stack trace', async () => {
    const res = await request(suite.testApp.app)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('when the body is larger than the limit, then it answers 413', async () => {
    const res = await request(suite.testApp.app)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it.each(['/api/users/%ZZ', '/api/practice/bookings/%/cancel', '/api/contact/%E0%A4%A'])(
    'when the path %s does not percent-decode, then it answers 400 in the envelope',
    async (path) => {
      for (const method of ['get', 'patch', 'delete'] as const) {
        const res = await request(suite.testApp.app)[method](path).set('Accept-Language', 'en');
        expectFailure(res, 400, 'BAD_REQUEST', expect.stringMatching(/could not be understood/));
      }
    },
  );

  it.each(['gzip', 'br', 'deflate'])(
    'when a body arrives with Content-Encoding %s, then it is refused with 415, inflatable or not',
    async (encoding) => {
      const json = '{"id":1,"password":"1234"}';
      for (const body of [json, gzipSync(json)]) {
        const res = await callOperation(request(suite.testApp.app), inquiryOperations.checkInquiry)
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', encoding)
          .send(body);
        expect(res.status).toBe(415);
        expect(res.body).toMatchObject({
          success: false,
          data: null,
          code: 'UNSUPPORTED_ENCODING',
        });
      }
    },
  );

  it('when any response is sent, then security headers are set and the framework is not named', async () => {
    const res = await callOperation(request(suite.testApp.app), healthOperations.getHealth);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
