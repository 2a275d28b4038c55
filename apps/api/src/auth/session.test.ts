import jwt from 'jsonwebtoken';
import request from 'supertest';
import { addDaysToIsoDate, toAcademyIsoDate, WEEKDAYS, authOperations } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, setCookie, signedInAgent } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { callOperation } from '../../test/call-operation.js';

const cookieValue = (cookie: string | undefined) => cookie?.split(';')[0]?.split('=')[1] ?? '';

describe('session: verify, refresh, logout', () => {
  const academy = useDemoAcademy({});

  async function login(credentials: { loginId: string; password: string } = DEMO.student) {
    const res = await callOperation(request(academy.testApp.app), authOperations.login).send(
      credentials,
    );
    return {
      access: cookieValue(setCookie(res, 'academy_access')),
      refresh: cookieValue(setCookie(res, 'academy_refresh')),
    };
  }
  const verify = (access: string) =>
    callOperation(request(academy.testApp.app), authOperations.verifySession).set(
      'Cookie',
      `academy_access=${access}`,
    );
  const refresh = (token: string) =>
    callOperation(request(academy.testApp.app), authOperations.refreshSession).set(
      'Cookie',
      `academy_refresh=${token}`,
    );

  it('when a signed-in member verifies, then the user comes back; a guest gets 401', async () => {
    const agent = await signedInAgent(academy.testApp.app, DEMO.student);
    const res = await callOperation(agent, authOperations.verifySession);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userType: 'user',
      user: { phoneNumber: DEMO.student.phoneNumber },
    });
    const guest = await callOperation(request(academy.testApp.app), authOperations.verifySession);
    expect(guest.status).toBe(401);
    expect(guest.body.success).toBe(false);
  });

  it('when the access token is tampered with, expired, unsigned or signed with another key, then 401', async () => {
    const { access } = await login();
    const [header, payload] = access.split('.');
    const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const secret = academy.testApp.config.jwt.accessSecret;
    const forgedPayload = Buffer.from(JSON.stringify({ ...decoded, sub: 'staff:1' })).toString(
      'base64url',
    );
    const tampered = `${header}.${forgedPayload}.${access.split('.')[2]}`;
    const expired = jwt.sign({ ...decoded, exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      algorithm: 'HS256',
    });
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = jwt.sign({ ...decoded }, 'x'.repeat(48), { algorithm: 'HS256' });
    const asRefresh = jwt.sign({ ...decoded, typ: 'refresh' }, secret, { algorithm: 'HS256' });
    for (const token of [tampered, expired, unsigned, otherKey, asRefresh, 'garbage']) {
      expect((await verify(token)).status, token).toBe(401);
    }
    expect((await verify(access)).status).toBe(200);
  });

  it('when a validly signed token names the admin with a member session id, then 401', async () => {
    const { access } = await login();
    const { sid } = jwt.decode(access) as { sid: string };
    const forged = jwt.sign(
      { sub: 'staff:1', sid, typ: 'access' },
      academy.testApp.config.jwt.accessSecret,
      { algorithm: 'HS256', expiresIn: 600 },
    );
    const res = await verify(forged);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    const logout = await callOperation(request(academy.testApp.app), authOperations.logout).set(
      'Cookie',
      `academy_access=${forged}`,
    );
    expect(logout.status).toBe(200);
    expect((await verify(access)).status).toBe(200);
  });

  it('when a validly signed token carries a session id that is not a uuid, then 401 and logout still answers', async () => {
    for (const sid of ['not-a-uuid', '', '1', "' OR 1=1 --"]) {
      const forged = jwt.sign(
        { sub: 'member:1', sid, typ: 'access' },
        academy.testApp.config.jwt.accessSecret,
        { algorithm: 'HS256', expiresIn: 600 },
      );
      const res = await verify(forged);
      expect(res.status, sid).toBe(401);
      expect(res.body.success).toBe(false);
      const logout = await callOperation(request(academy.testApp.app), authOperations.logout).set(
        'Cookie',
        `academy_access=${forged}`,
      );
      expect(logout.status, sid).toBe(200);
    }
  });

  it('when the refresh token is used, then it rotates and a new access token works', async () => {
    const first = await login();
    const res = await refresh(first.refresh);
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.data.expiresAt)).toBeGreaterThan(Date.now());
    const rotated = cookieValue(setCookie(res, 'academy_refresh'));
    const access = cookieValue(setCookie(res, 'academy_access'));
    expect(rotated).not.toBe(first.refresh);
    expect((await verify(access)).status).toBe(200);
    expect((await refresh(rotated)).status).toBe(200);
  });

  it('when an old refresh token comes back after the grace period, then the whole session is revoked', async () => {
    const first = await login();
    const second = await refresh(first.refresh);
    const newAccess = cookieValue(setCookie(second, 'academy_access'));
    const newRefresh = cookieValue(setCookie(second, 'academy_refresh'));
    // The first token was spent a minute ago: this is a replay, not a race between two tabs.
    await academy.testApp.database.prisma.refreshToken.updateMany({
      where: { usedAt: { not: null } },
      data: { usedAt: new Date(Date.now() - 60_000) },
    });
    const replay = await refresh(first.refresh);
    expect(replay.status).toBe(401);
    expect(setCookie(replay, 'academy_access')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await refresh(newRefresh)).status).toBe(401);
    expect((await verify(newAccess)).status).toBe(401);
  });

  it('when two tabs refresh with the same token at once, then both get a working session', async () => {
    const first = await login();
    const [a, b] = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await refresh(cookieValue(setCookie(b, 'academy_refresh')))).status).toBe(200);
  });

  it('when refresh has no or an unknown token, then 401 and the cookies are cleared', async () => {
    const none = await callOperation(request(academy.testApp.app), authOperations.refreshSession);
    expect(none.status).toBe(401);
    const unknown = await refresh('made-up-token');
    expect(unknown.status).toBe(401);
    expect(setCookie(unknown, 'academy_refresh')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('when logging out, then cookies are cleared and neither token works any more', async () => {
    const tokens = await login(DEMO.admin);
    const res = await callOperation(request(academy.testApp.app), authOperations.logout).set(
      'Cookie',
      [`academy_access=${tokens.access}`, `academy_refresh=${tokens.refresh}`],
    );
    expect(res.status).toBe(200);
    expect(setCookie(res, 'academy_access')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await verify(tokens.access)).status).toBe(401);
    expect((await refresh(tokens.refresh)).status).toBe(401);
  });

  it('when a signed-in member is suspended, then the session stops working at once', async () => {
    const tokens = await login(DEMO.foreign);
    await academy.testApp.database.prisma.member.update({
      where: { loginId: DEMO.foreign.loginId },
      data: { status: 'suspended' },
    });
    try {
      expect((await verify(tokens.access)).status).toBe(401);
      expect((await refresh(tokens.refresh)).status).toBe(401);
    } finally {
      await academy.testApp.database.prisma.member.update({
        where: { loginId: DEMO.foreign.loginId },
        data: { status: 'active' },
      });
    }
  });

  it('when the session has ended while its access token is still valid, then 401', async () => {
    const tokens = await login(DEMO.foreign);
    const { sid } = jwt.decode(tokens.access) as { sid: string };
    await academy.testApp.database.prisma.authSession.update({
      where: { id: sid },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await verify(tokens.access)).status).toBe(401);
  });

  it('when the member’s weekly slot starts or ends around today, then verify shows it only on the days it runs', async () => {
    const prisma = academy.testApp.database.prisma;
    const { access } = await login(DEMO.student);
    const slot = await prisma.weeklySlot.findFirstOrThrow({
      where: { member: { loginId: DEMO.student.loginId }, effectiveUntil: null },
    });
    const today = toAcademyIsoDate(new Date());
    const weekday = WEEKDAYS[slot.dayOfWeek - 1];
    const lessonDay = async (effectiveFrom: string, effectiveUntil: string | null) => {
      await prisma.weeklySlot.update({
        where: { id: slot.id },
        data: {
          effectiveFrom: fromIsoDate(effectiveFrom),
          effectiveUntil: effectiveUntil === null ? null : fromIsoDate(effectiveUntil),
        },
      });
      const res = await verify(access);
      expect(res.status).toBe(200);
      return (res.body.data as { user: { lessonDayOfWeek: string | null } }).user.lessonDayOfWeek;
    };
    try {
      const lastWeek = addDaysToIsoDate(today, -7);
      const tomorrow = addDaysToIsoDate(today, 1);
      expect([
        await lessonDay(lastWeek, tomorrow),
        await lessonDay(today, null),
        await lessonDay(lastWeek, today),
        await lessonDay(tomorrow, null),
      ]).toEqual([weekday, weekday, null, null]);
    } finally {
      await prisma.weeklySlot.update({
        where: { id: slot.id },
        data: { effectiveFrom: slot.effectiveFrom, effectiveUntil: null },
      });
    }
  });
});
