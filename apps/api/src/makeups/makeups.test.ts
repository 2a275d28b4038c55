import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  minutesToTime,
  seoulInstant,
  timeToMinutes,
  MAKEUP_MESSAGES,
  MAKEUP_VALIDATION_MESSAGES,
  weekdayOfIsoDate,
  ZMakeupLesson,
  ZMakeupMemberOverview,
  ZMakeupOverview,
  type TMakeupLedger,
  makeupsOperations,
  closuresOperations,
  isoWeekdayOfIsoDate,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy, type Agent } from '../../test/demo-academy.js';
import { freeMakeupHours, soonFreeHour } from '../../test/factories/makeups.js';
import { addMember, signInMember } from '../../test/factories/members.js';
import { createTestApp } from '../../test/test-app.js';
import { fromIsoDate, toIsoDate } from '../lib/iso-date.js';
import { callOperation } from '../../test/call-operation.js';
import { statusesOf, UNKNOWN_ID } from '../../test/refusals.js';
import { nextPublicHoliday, seoulDayFromToday as day } from '../../test/seoul-days.js';

const addsUp = (ledger: TMakeupLedger) =>
  ledger.earned === ledger.spent + ledger.voided + ledger.expired + ledger.open;

describe('make-up lessons', () => {
  const academy = useDemoAcademy({ staff: MEMBERS_AND_STAFF.staff });
  const prisma = () => academy.testApp.database.prisma;
  let phone = 1_000;

  /**
   * A new member of the demo teacher; with `lesson`, a weekly lesson on that day's weekday at
   * that hour (a free hour of the teacher, as weekly lessons never overlap).
   */
  async function newMember(lesson?: { date: string; startTime: string }) {
    phone += 1;
    const member = await addMember(prisma(), {
      name: `보강${phone}`,
      phone: `0105555${phone}`,
      ...(lesson
        ? {
            slot: {
              dayOfWeek: isoWeekdayOfIsoDate(lesson.date),
              startMinute: timeToMinutes(lesson.startTime),
            },
          }
        : {}),
    });
    const agent = await signInMember(academy.testApp, member);
    return { id: member.id, agent, lessonWeekday: lesson ? weekdayOfIsoDate(lesson.date) : '' };
  }
  const grant = (memberId: number, reason = '보강 지급') =>
    callOperation(academy.staff, makeupsOperations.adjustMakeupCredits).send({
      memberId,
      action: 'grant',
      reason,
    });
  /** The member's booking of the make-up hour. */
  const book = (member: { agent: Agent }, hour: object | undefined) =>
    callOperation(member.agent, makeupsOperations.bookMakeup).send(hour);
  /** The member's booking of the make-up hour is refused with this status, code and Korean text. */
  const expectBookingRefused = async (
    member: { agent: Agent },
    hour: object | undefined,
    refusal: [status: number, code: string, message: string],
  ) => {
    const res = await book(member, hour);
    expect([res.status, res.body.code, res.body.message]).toEqual(refusal);
  };
  /** A credit of the member for the lesson `lessonDay` days from today, open until `expiresDay`. */
  const addCredit = (
    member: { id: number },
    lessonDay: number,
    expiresDay: number,
    source: 'absence_notice' | 'academy_cancellation' = 'absence_notice',
  ) =>
    prisma().makeupCredit.create({
      data: {
        memberId: member.id,
        source,
        lessonDate: fromIsoDate(day(lessonDay)),
        expiresOn: fromIsoDate(day(expiresDay)),
      },
    });
  const overview = async (agent: Agent) => {
    const res = await callOperation(agent, makeupsOperations.getOwnMakeups);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZMakeupOverview.parse(res.body.data);
  };
  /**
   * Free hours of the teacher from `fromDays` ahead (the busy times, less the make-ups other
   * tests took), on days other than the member's lesson weekday.
   */
  const freeHours = async (member: { lessonWeekday: string }, fromDays = 3) => {
    const taken = await prisma().makeupLesson.findMany({
      where: { status: { in: ['booked', 'requested'] } },
    });
    const takenKeys = new Set(
      taken.map((row) => `${toIsoDate(row.lessonDate)} ${minutesToTime(row.startMinute)}`),
    );
    return (await freeMakeupHours(academy.staff, { fromDays, count: 200 })).filter(
      (hour) =>
        weekdayOfIsoDate(hour.date) !== member.lessonWeekday &&
        !takenKeys.has(`${hour.date} ${hour.startTime}`),
    );
  };

  describe('permissions and bad input', () => {
    it('when a guest, a member or staff call what is not theirs, then 401 or 403', async () => {
      const { app } = academy.testApp;
      const member = await newMember();
      expect((await callOperation(request(app), makeupsOperations.getOwnMakeups)).status).toBe(401);
      expect(
        (await callOperation(request(app), makeupsOperations.bookMakeup).send({})).status,
      ).toBe(401);
      expect((await callOperation(academy.staff, makeupsOperations.getOwnMakeups)).status).toBe(
        403,
      );
      expect(
        (await callOperation(academy.staff, makeupsOperations.bookMakeup).send({})).status,
      ).toBe(403);
      expect(
        (
          await callOperation(member.agent, makeupsOperations.getMemberMakeups, {
            query: `memberId=${member.id}`,
          })
        ).status,
      ).toBe(403);
      expect(
        (await callOperation(member.agent, makeupsOperations.adjustMakeupCredits).send({})).status,
      ).toBe(403);
      expect(
        (
          await callOperation(member.agent, makeupsOperations.decideMakeup, {
            params: { id: '1' },
          }).send({ action: 'approve' })
        ).status,
      ).toBe(403);
      expect(await prisma().makeupCredit.count({ where: { memberId: member.id } })).toBe(0);
    });

    it.each([
      [{}, 'makeupDateRequired'],
      [{ date: day(7), startTime: '09:00' }, 'makeupOutsideHours'],
      [{ date: day(7), startTime: '14:30' }, 'makeupOutsideHours'],
      [{ date: '2030-02-30', startTime: '14:00' }, 'dateFormat'],
    ])('when the booking is %j, then 400 %s', async (body, key) => {
      const member = await newMember();
      const res = await book(member, body);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(res.body)).toContain(
        MAKEUP_VALIDATION_MESSAGES[key as keyof typeof MAKEUP_VALIDATION_MESSAGES]?.ko ?? '',
      );
    });

    it('when the day is a weekend or has passed, then 400 and no make-up', async () => {
      const member = await newMember();
      await grant(member.id);
      const saturday = [1, 2, 3, 4, 5, 6, 7].map(day).find((d) => isoWeekdayOfIsoDate(d) === 6);
      const weekend = await book(member, {
        date: saturday,
        startTime: '14:00',
      });
      expect(weekend.status).toBe(400);
      const lastWeekday = [-1, -2, -3].map(day).find((d) => isoWeekdayOfIsoDate(d) <= 5);
      const past = await book(member, {
        date: lastWeekday,
        startTime: '14:00',
      });
      expect([past.status, past.body.message]).toEqual([
        400,
        MAKEUP_VALIDATION_MESSAGES.makeupInPast.ko,
      ]);
      expect(await prisma().makeupLesson.count({ where: { memberId: member.id } })).toBe(0);
    });

    it.each([
      [{ memberId: 1, action: 'give', reason: 'x' }],
      [{ memberId: 1, action: 'grant', reason: ' ' }],
      [{ memberId: 1, action: 'void', reason: '실수' }],
      [{ memberId: '1', action: 'grant', reason: 'x' }],
      [{ memberId: 1, action: 'grant', reason: 'x'.repeat(201) }],
    ])('when staff adjust credits with %j, then 400', async (body) => {
      const res = await callOperation(academy.staff, makeupsOperations.adjustMakeupCredits).send(
        body,
      );
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('when staff read or adjust a member who does not exist, then 404', async () => {
      const overviewOf = (memberId: string) =>
        callOperation(academy.staff, makeupsOperations.getMemberMakeups, { query: { memberId } });
      const decide = (id: string, action: string) =>
        callOperation(academy.staff, makeupsOperations.decideMakeup, { params: { id } }).send({
          action,
        });
      expect(
        await statusesOf([
          overviewOf(UNKNOWN_ID),
          grant(Number(UNKNOWN_ID)),
          overviewOf('x'),
          decide(UNKNOWN_ID, 'approve'),
          decide('1', 'maybe'),
        ]),
      ).toEqual([404, 404, 400, 404, 400]);
    });
  });

  describe('credits', () => {
    it('when staff grant up to the cap, then the third grant is refused, and each grant is audited', async () => {
      const member = await newMember();
      expect((await grant(member.id, '첫 지급')).status).toBe(200);
      const second = await grant(member.id, '둘째 지급');
      expect([second.status, second.body.message]).toEqual([200, MAKEUP_MESSAGES.creditGranted.ko]);
      const view = ZMakeupMemberOverview.parse(second.body.data);
      expect(view.openCredits).toHaveLength(2);
      expect(view.openCredits[0]).toMatchObject({
        source: 'staff_grant',
        expiresOn: day(60),
        state: 'open',
      });
      expect(view.cap).toBe(2);
      const third = await grant(member.id);
      expect([third.status, third.body.code]).toEqual([409, 'MAKEUP_CAP_REACHED']);
      expect(await prisma().makeupCredit.count({ where: { memberId: member.id } })).toBe(2);
      expect(
        await prisma().auditLog.count({
          where: {
            action: 'makeup_credit.grant',
            details: { path: ['memberId'], equals: member.id },
          },
        }),
      ).toBe(2);
    });

    it('when staff void an open credit, then it is listed voided with its reason, and a voided one cannot be voided again', async () => {
      const member = await newMember();
      const granted = ZMakeupMemberOverview.parse((await grant(member.id)).body.data);
      const creditId = granted.openCredits[0]?.id;
      const body = { memberId: member.id, action: 'void', reason: '잘못 지급', creditId };
      const res = await callOperation(academy.staff, makeupsOperations.adjustMakeupCredits).send(
        body,
      );
      expect([res.status, res.body.message]).toEqual([200, MAKEUP_MESSAGES.creditVoided.ko]);
      const view = ZMakeupMemberOverview.parse(res.body.data);
      expect(view.openCredits).toEqual([]);
      expect(view.pastCredits[0]).toMatchObject({
        id: creditId,
        state: 'voided',
        voidReason: '잘못 지급',
      });
      expect(view.ledger).toEqual({ earned: 1, spent: 0, voided: 1, expired: 0, open: 0 });
      const again = await callOperation(academy.staff, makeupsOperations.adjustMakeupCredits).send(
        body,
      );
      expect([again.status, again.body.code]).toEqual([409, 'STATUS_TRANSITION_REFUSED']);
      const other = await newMember();
      const foreign = await callOperation(
        academy.staff,
        makeupsOperations.adjustMakeupCredits,
      ).send({ ...body, memberId: other.id });
      expect(foreign.status).toBe(404);
      expect(
        await prisma().auditLog.count({
          where: { action: 'makeup_credit.void', entityId: String(creditId) },
        }),
      ).toBe(1);
    });

    it('when a credit is past its last day, then it is expired, not open, and the ledger still adds up', async () => {
      const member = await newMember();
      await addCredit(member, -70, -1);
      const view = await overview(member.agent);
      expect(view.openCredits).toEqual([]);
      expect(view.ledger).toEqual({ earned: 1, spent: 0, voided: 0, expired: 1, open: 0 });
      const [hour] = await freeHours(member);
      await expectBookingRefused(member, hour, [
        409,
        'NO_MAKEUP_CREDIT',
        MAKEUP_MESSAGES.noOpenCredit.ko,
      ]);
    });
  });

  describe('POST /api/makeups', () => {
    it('when the hour is free a day or more ahead, then the oldest open credit is spent and the make-up booked', async () => {
      const member = await newMember();
      const later = await addCredit(member, -2, 58);
      const sooner = await addCredit(member, -9, 51, 'academy_cancellation');
      const [hour] = await freeHours(member);
      const res = await book(member, hour);
      expect([res.status, res.body.message], JSON.stringify(res.body)).toEqual([
        201,
        MAKEUP_MESSAGES.booked.ko,
      ]);
      const makeup = ZMakeupLesson.parse(res.body.data);
      expect(makeup).toMatchObject({ ...hour, creditId: sooner.id, status: 'booked' });
      const view = await overview(member.agent);
      expect(view.openCredits.map((c) => c.id)).toEqual([later.id]);
      expect(view.makeups.map((m) => m.id)).toEqual([makeup.id]);
      expect(view.ledger).toEqual({ earned: 2, spent: 1, voided: 0, expired: 0, open: 1 });
      expect(addsUp(view.ledger)).toBe(true);
      expect(view.teacherId).not.toBeNull();
    });

    it('when the day is after the credit expires, then 400 and the credit stays open', async () => {
      const member = await newMember();
      await addCredit(member, -50, 2);
      const [hour] = await freeHours(member, 5);
      const res = await book(member, hour);
      expect([res.status, res.body.message]).toEqual([
        400,
        MAKEUP_VALIDATION_MESSAGES.makeupAfterExpiry.ko,
      ]);
      expect((await overview(member.agent)).ledger.open).toBe(1);
    });

    it('when another make-up or a weekly lesson holds the hour, then 409 and the credit stays open', async () => {
      const [weekly] = await freeHours({ lessonWeekday: '' });
      if (!weekly) throw new Error('no free hour');
      const first = await newMember(weekly);
      const second = await newMember();
      await grant(first.id);
      await grant(second.id);
      const [hour] = (await freeHours(first)).filter(
        (h) => weekdayOfIsoDate(h.date) !== second.lessonWeekday,
      );
      expect((await book(first, hour)).status).toBe(201);
      await expectBookingRefused(second, hour, [409, 'SLOT_TAKEN', MAKEUP_MESSAGES.hourBusy.ko]);
      // first's weekly lesson holds its hour: second may not take it.
      const onWeekly = await book(second, weekly);
      expect([onWeekly.status, onWeekly.body.code]).toEqual([409, 'SLOT_TAKEN']);
      expect((await overview(second.agent)).ledger.open).toBe(1);
    });

    it('when the member already has a lesson that day, then 409', async () => {
      const [weekly] = await freeHours({ lessonWeekday: '' });
      if (!weekly) throw new Error('no free hour');
      const member = await newMember(weekly);
      await grant(member.id);
      const other = (await freeHours({ lessonWeekday: '' })).find(
        (h) => h.date === weekly.date && h.startTime !== weekly.startTime,
      );
      const res = await book(member, other);
      expect(res.status).toBe(409);
      expect(['LESSON_DAY_TAKEN', 'SLOT_TAKEN']).toContain(res.body.code);
      const [hour] = await freeHours(member);
      await grant(member.id);
      expect((await book(member, hour)).status).toBe(201);
      const secondSameDay = (await freeHours(member)).find(
        (h) => h.date === hour?.date && h.startTime !== hour?.startTime,
      );
      const again = await book(member, secondSameDay);
      expect([again.status, again.body.code]).toEqual([409, 'LESSON_DAY_TAKEN']);
    });

    it('when the academy is closed that day, then 409 DATE_CLOSED with the closures message', async () => {
      const member = await newMember();
      await grant(member.id);
      const [hour] = await freeHours(member, 4);
      await callOperation(academy.staff, closuresOperations.declareClosure).send({
        date: hour?.date,
        reason: '휴원',
        reasonEn: 'Closed',
      });
      await expectBookingRefused(member, hour, [409, 'DATE_CLOSED', MAKEUP_MESSAGES.dateClosed.ko]);
    });

    const holidayAhead = nextPublicHoliday(2);
    it.skipIf(!holidayAhead)(
      'when the day is a public holiday, then 409 PUBLIC_HOLIDAY and the credit stays open for an ordinary day',
      async () => {
        const member = await newMember();
        await grant(member.id);
        const holiday = { date: holidayAhead?.date ?? '', startTime: '14:00' };
        await expectBookingRefused(member, holiday, [
          409,
          'PUBLIC_HOLIDAY',
          MAKEUP_MESSAGES.publicHoliday.ko,
        ]);
        expect((await overview(member.agent)).ledger.open).toBe(1);
        const [ordinary] = await freeHours(member);
        expect((await book(member, ordinary)).status).toBe(201);
      },
    );
  });

  describe('requests and staff decisions', () => {
    let member: Awaited<ReturnType<typeof newMember>>;
    beforeAll(async () => {
      member = await newMember();
    });

    const decide = (id: number, body: { action: 'approve' | 'reject'; response?: string }) =>
      callOperation(academy.staff, makeupsOperations.decideMakeup, { params: { id } }).send(body);

    /**
     * A requested make-up of the member (at `wanted`, else the first free hour 10 days ahead),
     * written as booking one less than a day ahead would.
     */
    async function requested(wanted?: { date: string; startTime: string }) {
      const hour = wanted ?? (await freeHours(member, 10))[0];
      if (!hour) throw new Error('no free hour');
      const credit = await prisma().makeupCredit.create({
        data: {
          memberId: member.id,
          source: 'staff_grant',
          reason: '지급',
          expiresOn: fromIsoDate(day(30)),
        },
      });
      const [h = 0] = hour.startTime.split(':').map(Number);
      const staff = await prisma().staff.findFirstOrThrow({
        where: { loginId: MEMBERS_AND_STAFF.staff.loginId },
      });
      return prisma().makeupLesson.create({
        data: {
          creditId: credit.id,
          memberId: member.id,
          teacherId: staff.id,
          lessonDate: fromIsoDate(hour.date),
          startMinute: h * 60,
          endMinute: h * 60 + 60,
          status: 'requested',
        },
      });
    }

    it('when staff approve, then it is booked, the member is told in the app and by e-mail, audited, and it cannot be decided twice', async () => {
      const row = await requested();
      const res = await decide(row.id, { action: 'approve', response: '확인' });
      expect([res.status, res.body.message]).toEqual([200, MAKEUP_MESSAGES.approved.ko]);
      expect(ZMakeupLesson.parse(res.body.data)).toMatchObject({
        status: 'booked',
        response: '확인',
      });
      expect(
        await prisma().memberNotification.count({
          where: { memberId: member.id, category: 'makeup_approved' },
        }),
      ).toBe(1);
      expect(
        await prisma().mailOutbox.count({ where: { dedupeKey: `makeup-decision:${row.id}` } }),
      ).toBe(1);
      expect(
        await prisma().auditLog.count({
          where: { action: 'makeup.approve', entityId: String(row.id) },
        }),
      ).toBe(1);
      const again = await decide(row.id, { action: 'reject' });
      expect([again.status, again.body.code]).toEqual([409, 'REQUEST_ALREADY_DECIDED']);
      await prisma().makeupLesson.update({ where: { id: row.id }, data: { status: 'cancelled' } });
    });

    it('when staff reject, then the credit is open again and the member is told', async () => {
      const row = await requested();
      const res = await decide(row.id, { action: 'reject', response: '선생님 일정' });
      expect([res.status, res.body.message]).toEqual([200, MAKEUP_MESSAGES.rejected.ko]);
      expect(res.body.data.status).toBe('rejected');
      const view = await overview(member.agent);
      expect(view.openCredits.map((c) => c.id)).toContain(row.creditId);
      expect(view.makeups.find((m) => m.id === row.id)?.status).toBe('rejected');
      expect(addsUp(view.ledger)).toBe(true);
      expect(
        await prisma().memberNotification.count({
          where: { memberId: member.id, category: 'makeup_rejected' },
        }),
      ).toBeGreaterThan(0);
      await prisma().makeupCredit.update({
        where: { id: row.creditId },
        data: { voidedAt: new Date(), voidReason: '정리' },
      });
    });

    it('when the hour was booked by another make-up meanwhile, then approving is a 409 and the request stays', async () => {
      const other = await newMember();
      await grant(other.id);
      const [hour] = (await freeHours(member, 10)).filter(
        (h) => weekdayOfIsoDate(h.date) !== other.lessonWeekday,
      );
      if (!hour) throw new Error('no free hour');
      const row = await requested(hour);
      expect((await book(other, hour)).status).toBe(201);
      const res = await decide(row.id, { action: 'approve' });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        409,
        'SLOT_TAKEN',
        MAKEUP_MESSAGES.approvalHourTaken.ko,
      ]);
      expect(
        (await prisma().makeupLesson.findUniqueOrThrow({ where: { id: row.id } })).status,
      ).toBe('requested');
    });

    it('when staff read the member, then they see the requests beside the ledger', async () => {
      const res = await callOperation(academy.staff, makeupsOperations.getMemberMakeups, {
        query: `memberId=${member.id}`,
      });
      const view = ZMakeupMemberOverview.parse(res.body.data);
      expect(view.memberId).toBe(member.id);
      expect(view.makeups.some((m) => m.status === 'requested')).toBe(true);
      expect(addsUp(view.ledger)).toBe(true);
    });
  });
});

/** The first Wednesday at least two days ahead, 10:00 in Seoul: a day later is still a weekday. */
function nextWednesdayMorning(): Date {
  const wednesday = Array.from({ length: 7 }, (_, i) => day(2 + i)).find(
    (date) => weekdayOfIsoDate(date) === 'Wednesday',
  );
  if (!wednesday) throw new Error('no Wednesday within a week');
  return seoulInstant(wednesday, 10);
}

// The 24-hour rule is read on the app's clock, fixed here on a weekday morning, so a free hour
// less than a day ahead always exists, whatever day the tests run.
describe('make-up bookings less than a day ahead', () => {
  const clock = nextWednesdayMorning();
  const academy = useDemoAcademy({ staff: MEMBERS_AND_STAFF.staff }, () =>
    createTestApp({ seed: true, now: () => clock }),
  );
  const prisma = () => academy.testApp.database.prisma;

  it('when the hour starts in less than a day, then it becomes a request and staff are told', async () => {
    const added = await addMember(prisma(), { name: '보강요청', phone: '01055559901' });
    const member = await signInMember(academy.testApp, added);
    const hour = await soonFreeHour(academy.staff, clock);
    if (!hour) throw new Error('no free hour within a day of Wednesday morning');
    const granted = await callOperation(academy.staff, makeupsOperations.adjustMakeupCredits).send({
      memberId: added.id,
      action: 'grant',
      reason: '보강 지급',
    });
    expect(granted.status).toBe(200);
    const res = await callOperation(member, makeupsOperations.bookMakeup).send(hour);
    expect([res.status, res.body.message], JSON.stringify(res.body)).toEqual([
      201,
      MAKEUP_MESSAGES.requested.ko,
    ]);
    const makeup = ZMakeupLesson.parse(res.body.data);
    expect(makeup.status).toBe('requested');
    expect(
      await prisma().staffNotification.count({
        where: { category: 'makeup_request', relatedId: makeup.id },
      }),
    ).toBeGreaterThan(0);
    const overview = ZMakeupOverview.parse(
      (await callOperation(member, makeupsOperations.getOwnMakeups)).body.data,
    );
    expect(overview.ledger).toMatchObject({ spent: 1, open: 0 });
  });
});
