import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ZPendingCounts } from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import {
  guest,
  VALID_INQUIRY,
  VALID_LESSON_APPLICATION,
  VALID_ONEDAY_APPLICATION,
} from '../../test/guest-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';

describe('GET /api/teachers/pending-counts', () => {
  const academy = useDemoAcademy({});

  async function counts() {
    const staff = await signedInAgent(academy.testApp.app, DEMO.admin);
    const res = await staff.get('/api/teachers/pending-counts');
    expect(res.status).toBe(200);
    return ZPendingCounts.parse(res.body.data);
  }

  it('when staff ask, then the pending numbers of the four queues come back', async () => {
    const { prisma } = academy.testApp.database;
    const pending = { where: { status: 'pending' as const } };
    expect(await counts()).toEqual({
      lessonRequests: await prisma.lessonApplication.count(pending),
      oneDayRequests: await prisma.onedayApplication.count(pending),
      contacts: await prisma.inquiry.count(pending),
      modifications: await prisma.scheduleChange.count(pending),
    });
  });

  it('when guests apply, send an inquiry and a member asks for a change, then each count goes up by one', async () => {
    const before = await counts();
    const visitor = guest(academy.testApp.app);
    expect((await visitor.post('/api/lessons/apply').send(VALID_LESSON_APPLICATION)).status).toBe(
      201,
    );
    expect((await visitor.post('/api/oneday/apply').send(VALID_ONEDAY_APPLICATION)).status).toBe(
      201,
    );
    expect((await visitor.post('/api/contact/submit').send(VALID_INQUIRY)).status).toBe(201);
    const { prisma } = academy.testApp.database;
    const member = await prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO.student.loginId },
    });
    const day = new Date('2030-03-12T00:00:00.000Z');
    await prisma.scheduleChange.create({
      data: {
        memberId: member.id,
        changeStartDate: day,
        changeEndDate: day,
        originalDate: day,
        requestedDate: day,
        requestedStartMinute: 14 * 60,
        requestedEndMinute: 15 * 60,
        reason: '시험 기간',
      },
    });
    expect(await counts()).toEqual({
      lessonRequests: before.lessonRequests + 1,
      oneDayRequests: before.oneDayRequests + 1,
      contacts: before.contacts + 1,
      modifications: before.modifications + 1,
    });
  });

  it('when a guest asks, then 401; when a member asks, then 403', async () => {
    const anonymous = await request(academy.testApp.app).get('/api/teachers/pending-counts');
    expect([anonymous.status, anonymous.body.data]).toEqual([401, null]);
    const student = await signedInAgent(academy.testApp.app, DEMO.student);
    const res = await student.get('/api/teachers/pending-counts').set('Accept-Language', 'en');
    expect([res.status, res.body.message]).toEqual([
      403,
      'You do not have permission to access this.',
    ]);
  });
});
