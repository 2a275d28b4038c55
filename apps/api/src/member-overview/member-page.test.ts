import { describe, expect, it } from 'vitest';
import {
  attendanceOperations,
  isoWeekdayOfIsoDate,
  MEMBER_OVERVIEW_LIMITS,
  memberOperations,
  practiceOperations,
  ZAttendanceChange,
  ZMemberOverview,
  ZPracticeSession,
} from '@academy/contracts';
import { type Agent, MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { addSignedInMember, numberedPhone } from '../../test/factories/members.js';
import { expectStaffOnly, UNKNOWN_ID } from '../../test/refusals.js';
import { seoulDayFromToday as day } from '../../test/seoul-days.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { seoulDate, seoulDateTime } from '../lib/seoul-time.js';

/** Days from today (Seoul) to a day of next week: 0 is its Monday. */
const nextWeekDay = (weekday: number) => {
  const daysSinceMonday = (seoulDate(0).getUTCDay() + 6) % 7;
  return 7 - daysSinceMonday + weekday;
};
const hours = (days: number, fromHour: number, toHour: number, roomId = 1) => ({
  roomId,
  startTime: seoulDateTime(days, fromHour).toISOString(),
  endTime: seoulDateTime(days, toHour).toISOString(),
});

describe('the member page: overview and actions staff take for a member', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  let added = 0;
  /** A member of their own, signed in; with a weekly lesson on the weekday of day(`lessonIn`). */
  const newMember = async (lessonIn?: number) => {
    added += 1;
    return addSignedInMember(academy.testApp, {
      name: `회원페이지${added}`,
      phone: numberedPhone('0105770', added),
      ...(lessonIn === undefined
        ? {}
        : {
            slot: { dayOfWeek: isoWeekdayOfIsoDate(day(lessonIn)), startMinute: (6 + added) * 60 },
          }),
    });
  };
  const bookFor = (memberId: number | string, body: object) =>
    callOperation(academy.staff, practiceOperations.bookPracticeRoomForMember, {
      params: { id: memberId },
    }).send(body);
  const bookOwn = (agent: Agent, body: object) =>
    callOperation(agent, practiceOperations.bookPracticeRoom).send(body);
  const noticeFor = (memberId: number | string, body: object) =>
    callOperation(academy.staff, attendanceOperations.giveAbsenceNoticeForMember, {
      params: { id: memberId },
    }).send(body);
  const overview = async (memberId: number, attendancePage = 1) => {
    const res = await callOperation(academy.staff, memberOperations.getMemberOverview, {
      params: { id: memberId },
      query: { attendancePage },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZMemberOverview.parse(res.body.data);
  };
  const auditOf = (action: string) =>
    prisma().auditLog.findMany({ where: { action }, orderBy: { id: 'desc' }, take: 1 });

  it('when a guest or a member calls the staff actions or the overview, then only staff may', async () => {
    const { member } = await newMember(3);
    await expectStaffOnly({ testApp: academy.testApp, member: academy.student }, [
      (caller) =>
        callOperation(caller, practiceOperations.bookPracticeRoomForMember, {
          params: { id: member.id },
        }).send(hours(nextWeekDay(1), 9, 10)),
      (caller) =>
        callOperation(caller, attendanceOperations.giveAbsenceNoticeForMember, {
          params: { id: member.id },
        }).send({ date: day(3), reason: '여행' }),
      (caller) =>
        callOperation(caller, memberOperations.getMemberOverview, { params: { id: member.id } }),
    ]);
    expect(await prisma().practiceBooking.count({ where: { memberId: member.id } })).toBe(0);
  });

  it('when staff book a room for a member, then it is the member’s booking: the member is told and the audit names the staff member', async () => {
    const { member } = await newMember();
    const res = await bookFor(member.id, hours(nextWeekDay(0), 9, 10, 2));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const session = ZPracticeSession.parse(res.body.data);
    const row = await prisma().practiceBooking.findUniqueOrThrow({
      where: { id: session.bookingId },
    });
    expect(row.memberId).toBe(member.id);
    const told = await prisma().memberNotification.findMany({
      where: { memberId: member.id, category: 'practice_booked' },
    });
    expect(told).toHaveLength(1);
    const [entry] = await auditOf('practice_booking.book_for_member');
    expect([entry?.entityId, entry?.staffId]).toEqual([
      String(session.bookingId),
      expect.any(Number),
    ]);
    expect(entry?.details).toMatchObject({ memberId: member.id, roomId: 2 });
  });

  it('when the hour is taken or the member’s caps are reached, then staff get the refusal the member would get', async () => {
    const { member, agent } = await newMember();
    const { agent: other } = await newMember();
    const taken = hours(nextWeekDay(1), 9, 10, 3);
    expect((await bookOwn(other, taken)).status).toBe(201);
    const [asStaff, asMember] = [await bookFor(member.id, taken), await bookOwn(agent, taken)];
    expect([asStaff.status, asStaff.body.code]).toEqual([409, 'SLOT_TAKEN']);
    expect(asStaff.body.message).toBe(asMember.body.message);

    // Six hours a week: three two-hour bookings by staff fill the member's week.
    for (const from of [10, 12, 14]) {
      const res = await bookFor(member.id, hours(nextWeekDay(2), from, from + 2, 1));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const more = hours(nextWeekDay(3), 9, 10, 1);
    const [overStaff, overMember] = [await bookFor(member.id, more), await bookOwn(agent, more)];
    expect([overStaff.status, overStaff.body.code]).toEqual([409, 'PRACTICE_LIMIT_REACHED']);
    expect([overMember.status, overMember.body.message]).toEqual([409, overStaff.body.message]);
  });

  it('when twenty bookings of one hour for a member arrive at once, then one is made and the others are refused', async () => {
    const { member } = await newMember();
    const body = hours(nextWeekDay(4), 20, 21, 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => bookFor(member.id, body)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await prisma().practiceBooking.count({ where: { memberId: member.id } })).toBe(1);
  });

  it('when staff book for an unknown member or with bad input, then the envelope says so', async () => {
    const unknown = await bookFor(UNKNOWN_ID, hours(nextWeekDay(1), 9, 10));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    const { member } = await newMember();
    const bad = await bookFor(member.id, { roomId: 99, startTime: 'soon', endTime: 'later' });
    expect([bad.status, bad.body.success, bad.body.code]).toEqual([
      400,
      false,
      'VALIDATION_FAILED',
    ]);
  });

  it('when staff give notice for a member, then the credit is the member’s, the member is told, and a second notice is refused as theirs would be', async () => {
    const { member, agent } = await newMember(3);
    const res = await noticeFor(member.id, { date: day(3), reason: '가족 여행' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const change = ZAttendanceChange.parse(res.body.data);
    expect(change.credit).not.toBeNull();
    const credits = await prisma().makeupCredit.count({ where: { memberId: member.id } });
    expect(credits).toBe(1);
    const told = await prisma().memberNotification.findMany({
      where: { memberId: member.id, category: 'other' },
    });
    expect(told.map((row) => row.titleEn)).toEqual(['Absence notice recorded']);
    const [entry] = await auditOf('attendance.notice_for_member');
    expect([entry?.entityId, entry?.staffId]).toEqual([String(member.id), expect.any(Number)]);

    const again = await noticeFor(member.id, { date: day(3), reason: '또' });
    const own = await callOperation(agent, attendanceOperations.giveAbsenceNotice).send({
      date: day(3),
      reason: '또',
    });
    expect([again.status, again.body.code]).toEqual([409, 'NOTICE_ALREADY_GIVEN']);
    expect(again.body.message).toBe(own.body.message);
  });

  it('when staff give notice too late or for an unknown member, then they are refused', async () => {
    const { member } = await newMember(0);
    const late = await noticeFor(member.id, { date: day(0), reason: '아픔' });
    expect([late.status, late.body.code]).toEqual([409, 'NOTICE_TOO_LATE']);
    const unknown = await noticeFor(UNKNOWN_ID, { date: day(3), reason: '아픔' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await prisma().attendance.count({ where: { memberId: member.id } })).toBe(0);
  });

  it('when a member has a long history, then the overview answers bounded lists and never the calendar feed address', async () => {
    const { member } = await newMember();
    const dates = Array.from({ length: 25 }, (_, n) => fromIsoDate(day(-7 * (n + 1))));
    await prisma().attendance.createMany({
      data: dates.map((lessonDate) => ({
        memberId: member.id,
        lessonDate,
        status: 'absent_with_notice' as const,
        note: '사유',
        markedAt: new Date(),
      })),
    });
    const months = Array.from({ length: 15 }, (_, n) => `20${String(10 + n)}-01`);
    await prisma().tuitionDue.createMany({
      data: months.map((month) => ({
        memberId: member.id,
        month,
        price: 100_000,
        amount: 100_000,
        dueDate: new Date(`${month}-10`),
      })),
    });
    await prisma().calendarFeed.create({
      data: { memberId: member.id, tokenHash: 'f'.repeat(64) },
    });

    const first = await overview(member.id);
    expect(first.attendance.entries).toHaveLength(MEMBER_OVERVIEW_LIMITS.ATTENDANCE_PAGE_SIZE);
    expect(first.attendance.entries[0]).toMatchObject({ date: day(-7), byMember: true });
    expect(first.attendance.pagination).toMatchObject({ total: 25, totalPages: 3 });
    expect((await overview(member.id, 3)).attendance.entries).toHaveLength(5);
    expect(first.absenceNotices).toHaveLength(MEMBER_OVERVIEW_LIMITS.REQUESTS);
    expect(first.dues.map((due) => due.month)).toEqual(
      [...months].reverse().slice(0, MEMBER_OVERVIEW_LIMITS.DUES),
    );
    expect(first.calendarFeed).toMatchObject({ enabled: true, since: expect.any(String) });
    const raw = await callOperation(academy.staff, memberOperations.getMemberOverview, {
      params: { id: member.id },
    });
    expect(JSON.stringify(raw.body)).not.toContain('f'.repeat(64));

    const bad = await callOperation(academy.staff, memberOperations.getMemberOverview, {
      params: { id: member.id },
      query: { attendancePage: MEMBER_OVERVIEW_LIMITS.MAX_ATTENDANCE_PAGE + 1 },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await callOperation(academy.staff, memberOperations.getMemberOverview, {
      params: { id: UNKNOWN_ID },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});
