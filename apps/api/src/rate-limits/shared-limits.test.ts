import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failLogin, login, newLoginMember } from '../../test/login-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Requests from one client address, sent to one of the apps. */
const from = (ip: string) => (app: TestApp, path: string, body: object) =>
  request(app.app).post(path).set('X-Forwarded-For', ip).send(body);

// Two apps on one database stand for two API processes: they share nothing but the database.
describe('limits shared by every process on the database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ seed: true });
    second = await createTestApp({ sharingDatabaseOf: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('when wrong passwords go to the two processes in turn, then the fifth locks the account on both', async () => {
    const member = await newLoginMember(first);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      expect((await failLogin(app, member.loginId)).status).toBe(401);
    }
    for (const app of [first, second]) {
      expect((await failLogin(app, member.loginId)).status).toBe(429);
      expect((await login(app, member.loginId, member.password)).status).toBe(429);
    }
  });

  it('when one address looks up inquiries on both processes, then the 21st is refused on either', async () => {
    const send = from('10.200.0.1');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      const res = await send(app, '/api/contact/check', { contactId: 999_999, password: 'x' });
      expect(res.status).toBe(404);
    }
    for (const app of [first, second]) {
      const blocked = await send(app, '/api/contact/check', { contactId: 1, password: 'x' });
      expect(blocked.status).toBe(429);
    }
  });

  it('when a process restarts, then the counts it made are not forgotten', async () => {
    const send = from('10.200.0.2');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await send(second, '/api/contact/check', { contactId: 999_999, password: 'x' });
    }
    const restarted = await createTestApp({ sharingDatabaseOf: first });
    try {
      const res = await send(restarted, '/api/contact/check', { contactId: 1, password: 'x' });
      expect(res.status).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('when 30 inquiry checks from one address arrive at once on both processes, then exactly 20 are admitted', async () => {
    const send = from('10.200.0.3');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(i % 2 === 0 ? first : second, '/api/contact/check', {
          contactId: 999_999,
          password: 'x',
        }),
      ),
    );
    expect(answers.filter((res) => res.status === 429)).toHaveLength(10);
  });

  it('when the count cannot be written, then the request is refused with the 500 envelope, no stack and nothing sent', async () => {
    const { prisma } = first.database;
    await prisma.$executeRaw`ALTER TABLE "rate_limit_counters" RENAME TO "rate_limit_counters_away"`;
    try {
      const res = await from('10.200.0.4')(first, '/api/auth/send-verification-code', {
        email: 'outage@example.com',
      });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, data: null });
      expect(JSON.stringify(res.body)).not.toMatch(/rate_limit_counters|at .*\.ts/);
      expect(await prisma.mailOutbox.count({ where: { recipient: 'outage@example.com' } })).toBe(0);
    } finally {
      await prisma.$executeRaw`ALTER TABLE "rate_limit_counters_away" RENAME TO "rate_limit_counters"`;
    }
  });
});
