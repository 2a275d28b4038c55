import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  ZPendingCounts,
  staffOperations,
  applicationOperations,
  onedayOperations,
  inquiryOperations,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import {
  guest,
  VALID_INQUIRY,
  VALID_LESSON_APPLICATION,
  VALID_ONEDAY_APPLICATION,
} from '../../test/guest-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';

describe('GET /api/teachers/pending-counts', () => {
  const academy = useDemoAcademy({});

  async function counts() {
    const staff = await signedInAgent(academy.testApp.app, DEMO.admin);
    const res = await callOperation(staff, staffOperations.getPendingCounts);
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
    expect(
      (
        await callOperation(visitor, applicationOperations.applyForLesson).send(
          VALID_LESSON_APPLICATION,
        )
      ).status,
    ).toBe(201);
    expect(
      (await callOperation(visitor, onedayOperations.applyForOneday).send(VALID_ONEDAY_APPLICATION))
        .status,
    ).toBe(201);
    expect(
      (await callOperation(visitor, inquiryOperations.submitInquiry).send(VALID_INQUIRY)).status,
    ).toBe(201);
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
    const anonymous = await callOperation(
      request(academy.testApp.app),
      staffOperations.getPendingCounts,
    );
    expect([anonymous.status, anonymous.body.data]).toEqual([401, null]);
    const student = await signedInAgent(academy.testApp.app, DEMO.student);
    const res = await callOperation(student, staffOperations.getPendingCounts).set(
      'Accept-Language',
      'en',
    );
    expect([res.status, res.body.message]).toEqual([
      403,
      'You do not have permission to access this.',
    ]);
  });
});
