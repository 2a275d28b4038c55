import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  attendanceOperations,
  makeupsOperations,
  scheduleChangeOperations,
  isoWeekdayOfIsoDate,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { useTestApp } from '../../test/demo-academy.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addSignedInMember } from '../../test/factories/members.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { callOperation } from '../../test/call-operation.js';
import { seoulDayFromToday as day } from '../../test/seoul-days.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('absence notices under simultaneous requests', () => {
  const academy = useTestApp({ seed: true });

  /** A member with a weekly lesson on the weekday of `lessonDay`, signed in. */
  async function signedInMember(name: string, phone: string, lessonDay: string) {
    return addSignedInMember(academy.testApp, {
      name,
      phone,
      slot: { dayOfWeek: isoWeekdayOfIsoDate(lessonDay), startMinute: 6 * 60 },
    });
  }

  /** The same notice sent 10 times at once. */
  const tenAtOnce = (agent: Awaited<ReturnType<typeof signedInMember>>['agent'], date: string) =>
    Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callOperation(agent, attendanceOperations.giveAbsenceNotice).send({
          date,
          reason: `사유 ${i}`,
        }),
      ),
    );

  it('when 10 notices for one lesson arrive at once, then one is recorded with one credit and the others answer 409', async () => {
    const date = day(8);
    const { prisma } = academy.testApp.database;
    const { member, agent } = await signedInMember('동시 결석', '01055570001', date);
    const answers = await tenAtOnce(agent, date);
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.filter((res) => res.body.code === 'NOTICE_ALREADY_GIVEN')).toHaveLength(9);
    const lessonDate = fromIsoDate(date);
    expect(await prisma.attendance.count({ where: { memberId: member.id, lessonDate } })).toBe(1);
    expect(await prisma.makeupCredit.count({ where: { memberId: member.id, lessonDate } })).toBe(1);
  });

  it('when 10 notices for one booked make-up arrive at once, then it is cancelled once, its credit is open again and nothing new is earned', async () => {
    const date = day(9);
    const { prisma } = academy.testApp.database;
    const { member, agent } = await signedInMember('동시 보강 취소', '01055570002', day(10));
    const makeup = await addMakeupLesson(prisma, {
      memberId: member.id,
      date,
      startMinute: 7 * 60,
      expiresOn: day(40),
    });
    const answers = await tenAtOnce(agent, date);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [201, 400, 409].includes(status))).toBe(true);
    expect((await prisma.makeupLesson.findUniqueOrThrow({ where: { id: makeup.id } })).status).toBe(
      'cancelled',
    );
    expect(await prisma.makeupCredit.count({ where: { memberId: member.id } })).toBe(1);
    expect(await prisma.attendance.count({ where: { memberId: member.id } })).toBe(0);
    expect(
      await prisma.staffNotification.count({
        where: { category: 'absence_notice', relatedId: member.id },
      }),
    ).toBe(1);
  });

  /** Staff notifications of the member taking something back, about `relatedId`. */
  const toldStaff = (relatedId: number) =>
    academy.testApp.database.prisma.staffNotification.count({
      where: { category: 'member_cancelled', relatedId },
    });

  it('when 10 withdrawals of one notice arrive at once, then it is withdrawn once, its credit voided once and staff told once', async () => {
    const date = day(11);
    const { prisma } = academy.testApp.database;
    const { member, agent } = await signedInMember('동시 결석 취소', '01055570003', date);
    const given = await callOperation(agent, attendanceOperations.giveAbsenceNotice).send({
      date,
      reason: '여행',
    });
    expect(given.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callOperation(agent, attendanceOperations.withdrawAbsenceNotice, { params: { date } }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(404)]);
    expect(await prisma.attendance.count({ where: { memberId: member.id } })).toBe(0);
    const credits = await prisma.makeupCredit.findMany({ where: { memberId: member.id } });
    expect(credits).toMatchObject([{ voidedAt: expect.any(Date) }]);
    expect(await toldStaff(member.id)).toBe(1);
  });

  it('when 10 cancellations of one make-up arrive at once, then it is cancelled once and staff told once', async () => {
    const { prisma } = academy.testApp.database;
    const { member, agent } = await signedInMember('동시 보강 취소 2', '01055570004', day(12));
    const makeup = await addMakeupLesson(prisma, {
      memberId: member.id,
      date: day(13),
      startMinute: 8 * 60,
      expiresOn: day(40),
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callOperation(agent, makeupsOperations.cancelMakeup, { params: { id: makeup.id } }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await prisma.makeupLesson.findUniqueOrThrow({ where: { id: makeup.id } })).status).toBe(
      'cancelled',
    );
    expect(await toldStaff(makeup.id)).toBe(1);
  });

  it('when the member withdraws a change request 10 times while staff approve it, then exactly one of the two happens', async () => {
    const { prisma } = academy.testApp.database;
    const lessonDay = day(14);
    const { member, agent } = await signedInMember('동시 요청 취소', '01055570005', lessonDay);
    const slot = await prisma.weeklySlot.findFirstOrThrow({ where: { memberId: member.id } });
    const change = await prisma.scheduleChange.create({
      data: {
        memberId: member.id,
        lessonScheduleId: slot.id,
        requestType: 'reschedule',
        changeType: 'temporary',
        changePeriod: 'custom',
        changeStartDate: fromIsoDate(lessonDay),
        changeEndDate: fromIsoDate(lessonDay),
        originalDate: fromIsoDate(lessonDay),
        requestedDate: fromIsoDate(addDaysToIsoDate(lessonDay, 1)),
        requestedStartMinute: 5 * 60,
        requestedEndMinute: 6 * 60,
        reason: '출장',
      },
    });
    const staff = await signedInAgent(academy.testApp.app, DEMO.admin);
    const [approval, ...withdrawals] = await Promise.all([
      callOperation(staff, scheduleChangeOperations.approveScheduleChange, {
        params: { id: change.id },
      }).send({ teacherResponse: '확인' }),
      ...Array.from({ length: 10 }, () =>
        callOperation(agent, scheduleChangeOperations.withdrawScheduleChange, {
          params: { id: change.id },
        }),
      ),
    ]);
    const withdrawn = withdrawals.filter((res) => res.status === 200).length;
    expect(withdrawals.every((res) => [200, 409].includes(res.status))).toBe(true);
    const stored = await prisma.scheduleChange.findUniqueOrThrow({
      where: { id: change.id },
    });
    const moves = await prisma.lessonMove.count({ where: { requestId: change.id } });
    if (approval?.status === 200) {
      expect([withdrawn, stored.status, moves]).toEqual([0, 'approved', 1]);
    } else {
      expect(approval?.status).toBe(409);
      expect([withdrawn, stored.status, moves]).toEqual([1, 'cancelled', 0]);
    }
  });
});
