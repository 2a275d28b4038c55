import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  closuresOperations,
  isoWeekdayOfIsoDate,
  sentenceDateTime,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addMember } from '../../test/factories/members.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { callOperation } from '../../test/call-operation.js';
import { seoulToday as today } from '../../test/seoul-days.js';

/** The first day two weeks or more from today that falls on `isoWeekday` (1 = Monday). */
function weekdayAhead(isoWeekday: number): string {
  const start = addDaysToIsoDate(today(), 14);
  const days = Array.from({ length: 7 }, (_, offset) => addDaysToIsoDate(start, offset));
  const found = days.find((date) => isoWeekdayOfIsoDate(date) === isoWeekday);
  return found ?? expect.unreachable();
}

describe('closed days and make-ups (docs/product/states.md)', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  /** A new member of the demo teacher with a weekly lesson on `isoWeekday` at `hour`. */
  const memberWithLesson = (name: string, phone: string, isoWeekday: number, hour: number) =>
    addMember(prisma(), { name, phone, slot: { dayOfWeek: isoWeekday, startMinute: hour * 60 } });
  const closedNotices = (memberId: number) =>
    prisma().memberNotification.findMany({
      where: { memberId, category: 'academy_closed' },
      orderBy: { id: 'asc' },
    });

  it('when a day with lessons and make-ups is closed, then each lesson member earns one credit within the cap, the make-ups are cancelled with their credits free, and everyone is told', async () => {
    const thursday = weekdayAhead(4);
    const withLesson = await memberWithLesson('목요회원', '01066660001', 4, 15);
    const atCap = await memberWithLesson('한도회원', '01066660002', 4, 16);
    const expiresOn = addDaysToIsoDate(today(), 30);
    for (const reason of ['첫 보강', '둘째 보강']) {
      await prisma().makeupCredit.create({
        data: {
          memberId: atCap.id,
          source: 'staff_grant',
          reason,
          expiresOn: fromIsoDate(expiresOn),
        },
      });
    }
    const withMakeup = await addMember(prisma(), { name: '보강회원', phone: '01066660003' });
    const makeup = await addMakeupLesson(prisma(), {
      memberId: withMakeup.id,
      date: thursday,
      startMinute: 13 * 60,
      expiresOn,
    });

    const res = await callOperation(academy.staff, closuresOperations.declareClosure).send({
      date: thursday,
      reason: '정기 휴원',
      reasonEn: 'Regular closure',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.notifiedMemberCount).toBeGreaterThanOrEqual(3);

    const earned = await prisma().makeupCredit.findMany({
      where: { lessonDate: fromIsoDate(thursday) },
      orderBy: { memberId: 'asc' },
    });
    expect(earned.map((credit) => [credit.memberId, credit.source])).toContainEqual([
      withLesson.id,
      'academy_cancellation',
    ]);
    expect(earned.map((credit) => credit.memberId)).not.toContain(atCap.id);
    const [credited] = await closedNotices(withLesson.id);
    expect(credited?.message).toContain('보강 크레딧 1회가 추가되었습니다');
    expect(credited?.messageEn).toContain('A make-up credit was added');
    const [capped] = await closedNotices(atCap.id);
    expect(capped?.message).not.toContain('보강 크레딧');

    const cancelled = await prisma().makeupLesson.findUniqueOrThrow({ where: { id: makeup.id } });
    expect(cancelled.status).toBe('cancelled');
    const [told] = await closedNotices(withMakeup.id);
    expect(told?.messageEn).toContain(
      `Your make-up lesson on ${sentenceDateTime(thursday, '13:00–14:00', 'en')} has been cancelled`,
    );
    const me = await prisma().makeupCredit.count({
      where: { memberId: withMakeup.id, voidedAt: null, makeups: { none: { status: 'booked' } } },
    });
    expect(me).toBe(1);
  });

  it('when the closed day is removed, then the credits it earned that are still open are voided, once, and audited', async () => {
    const friday = weekdayAhead(5);
    const first = await memberWithLesson('금요회원', '01066660011', 5, 15);
    const second = await memberWithLesson('금요회원둘', '01066660012', 5, 17);
    const declared = await callOperation(academy.staff, closuresOperations.declareClosure).send({
      date: friday,
      reason: '휴원',
      reasonEn: 'Closed',
    });
    expect(declared.status, JSON.stringify(declared.body)).toBe(201);
    const spentCredit = await prisma().makeupCredit.findFirstOrThrow({
      where: { memberId: second.id, lessonDate: fromIsoDate(friday) },
    });
    const spentOn = addDaysToIsoDate(friday, 1);
    const member = await prisma().member.findUniqueOrThrow({ where: { id: second.id } });
    await prisma().makeupLesson.create({
      data: {
        creditId: spentCredit.id,
        memberId: second.id,
        teacherId: member.teacherId ?? expect.unreachable(),
        lessonDate: fromIsoDate(spentOn),
        startMinute: 11 * 60,
        endMinute: 12 * 60,
        status: 'booked',
      },
    });

    const removed = await callOperation(academy.staff, closuresOperations.deleteClosure, {
      params: { id: declared.body.data.id },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const credits = await prisma().makeupCredit.findMany({
      where: { memberId: { in: [first.id, second.id] }, lessonDate: fromIsoDate(friday) },
      orderBy: { memberId: 'asc' },
    });
    expect(credits.map((credit) => [credit.memberId, credit.voidReason])).toEqual([
      [first.id, 'closed day removed'],
      [second.id, null],
    ]);
    const audit = await prisma().auditLog.findFirstOrThrow({
      where: { action: 'closure.delete', entityId: String(declared.body.data.id) },
    });
    expect(audit.details).toMatchObject({ voidedCreditIds: [credits[0]?.id] });
  });
});
