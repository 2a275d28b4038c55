import express from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { errorMiddleware } from './error-middleware.js';
import { expectFailure } from '../../test/envelopes.js';

function appThatThrows(error: unknown) {
  const app = express();
  app.use(pinoHttp({ logger: pino({ level: 'silent' }) }));
  app.get('/boom', () => {
    throw error;
  });
  app.use(errorMiddleware);
  return app;
}

describe('errorMiddleware', () => {
  it('when a zod schema rejects input, then 400 carries the first rule message and the field issues', async () => {
    const schema = z.object({
      email: z.string().min(1, { error: 'emailRequired' }),
      name: z.string().min(1),
    });
    const result = schema.safeParse({ email: '', name: '' });
    const res = await request(appThatThrows(result.error)).get('/boom');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('이메일을 입력해주세요.');
    expect(res.body.data.issues).toHaveLength(2);
    expect(res.body.data.issues[0]).toMatchObject({
      path: 'email',
      message: '이메일을 입력해주세요.',
    });
  });

  it('when an AppError is thrown, then its status and text in the request language are used', async () => {
    const error = new AppError('SLOT_TAKEN', {
      ko: '이미 예약된 시간입니다.',
      en: 'This time slot is already booked.',
    });
    const res = await request(appThatThrows(error))
      .get('/boom')
      .set('Accept-Language', 'en-US,en;q=0.9');
    expectFailure(res, 409, 'SLOT_TAKEN', 'This time slot is already booked.');
  });

  it('when something unexpected fails, then 500 hides the details', async () => {
    const res = await request(appThatThrows(new Error('secret database password in here'))).get(
      '/boom',
    );
    expect(res.status).toBe(500);
    expect(res.body.success).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});
