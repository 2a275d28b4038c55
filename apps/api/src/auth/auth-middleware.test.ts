import express from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorMiddleware } from '../http/error-middleware.js';
import type { SessionUser } from './account-repository.js';
import { createAuthGuards } from './auth-middleware.js';
import type { Authenticate } from './authenticate.js';

const memberSession: SessionUser = {
  userType: 'user',
  mustChangePassword: false,
  user: {
    userId: 5,
    name: 'M',
    email: null,
    phoneNumber: '01000000000',
    isForeigner: false,
    lessonDayOfWeek: null,
    lessonStartTime: null,
    lessonEndTime: null,
  },
};

const sessions: Record<string, SessionUser> = {
  member: memberSession,
  /** Signed in with the password staff issued, not yet changed. */
  newMember: { ...memberSession, mustChangePassword: true },
  teacher: {
    userType: 'teacher',
    mustChangePassword: false,
    user: {
      teacherId: 2,
      name: 'T',
      email: null,
      phoneNumber: null,
      role: 'teacher',
      isForeigner: false,
    },
  },
  admin: {
    userType: 'teacher',
    mustChangePassword: false,
    user: {
      teacherId: 1,
      name: 'A',
      email: null,
      phoneNumber: null,
      role: 'admin',
      isForeigner: false,
    },
  },
};

/** An `authenticate` stand-in whose access token is simply the name of a session above. */
const fakeAuthenticate: Authenticate = async (token) => {
  const session = token ? sessions[token] : undefined;
  return session ? { account: { type: 'member' as const, id: 1 }, sessionId: 's', session } : null;
};

function appWithGuards() {
  const guards = createAuthGuards(fakeAuthenticate, false, async () => false);
  const app = express();
  app.use(pinoHttp({ logger: pino({ level: 'silent' }) }));
  app.use(express.json(), (req, _res, next) => {
    req.cookies = Object.fromEntries(
      (req.headers.cookie ?? '').split('; ').map((pair) => pair.split('=')),
    );
    next();
  });
  app.use(guards.authenticate);
  app.get('/member', guards.requireMember, (_req, res) => res.json({ ok: true }));
  app.get('/staff', guards.requireStaff, (_req, res) => res.json({ ok: true }));
  app.get('/admin', guards.requireAdmin, (_req, res) => res.json({ ok: true }));
  app.get('/own-password', guards.requireMember, guards.requireOwnPassword, (_req, res) =>
    res.json({ ok: true }),
  );
  app.use(errorMiddleware);
  return app;
}

describe('auth guards', () => {
  const app = appWithGuards();
  const cases: [string, string | undefined, number][] = [
    ['/member', undefined, 401],
    ['/member', 'member', 200],
    ['/member', 'teacher', 403],
    ['/staff', undefined, 401],
    ['/staff', 'member', 403],
    ['/staff', 'teacher', 200],
    ['/staff', 'admin', 200],
    ['/admin', 'teacher', 403],
    ['/admin', 'member', 403],
    ['/admin', 'admin', 200],
    ['/member', 'newMember', 200],
    ['/own-password', undefined, 401],
    ['/own-password', 'member', 200],
    ['/own-password', 'newMember', 403],
  ];
  it.each(cases)('when %s is opened as %s, then %i', async (path, who, status) => {
    const req = request(app).get(path);
    if (who) req.set('Cookie', `academy_access=${who}`);
    const res = await req;
    expect(res.status).toBe(status);
    if (status !== 200) expect(res.body).toMatchObject({ success: false, data: null });
  });
});
