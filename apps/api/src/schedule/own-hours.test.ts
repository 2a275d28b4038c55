import { describe, expect, it } from 'vitest';
import {
  hourToTime,
  OWN_HOUR_MESSAGES,
  seoulDateTimeText,
  timeToMinutes,
  ZOwnMakeupOverview,
  ZPracticeCalendar,
  practiceOperations,
  makeupsOperations,
  attendanceOperations,
  isoWeekdayOfIsoDate,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy, type Agent } from '../../test/demo-academy.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { freeMakeupHours } from '../../test/factories/makeups.js';
import { addSignedInMember, numberedPhone } from '../../test/factories/members.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { callOperation } from '../../test/call-operation.js';
import { seoulDayFromToday as day } from '../../test/seoul-days.js';

/** POST /practice/bookings of whole hours on a Seoul day. */
const practice = (date: string, fromHour: number, toHour: number, roomId = 1) => ({
  roomId,
  startTime: new Date(seoulDateTimeText(date, hourToTime(fromHour))).toISOString(),
  endTime: new Date(seoulDateTimeText(date, hourToTime(toHour))).toISOString(),
});

describe('a member’s own lessons, make-ups and practice bookings never overlap', () => {
  const academy = useDemoAcademy({ staff: MEMBERS_AND_STAFF.staff });
  const prisma = () => academy.testApp.database.prisma;
  let phone = 0;

  /** A new member of the demo teacher, signed in; with `lesson`, weekly on that day's weekday. */
  async function newMember(lesson?: { date: string; hour: number }) {
    phone += 1;
    const { member, agent } = await addSignedInMember(academy.testApp, {
      name: `겹침${phone}`,
      phone: numberedPhone('0106666', phone),
      ...(lesson
        ? { slot: { dayOfWeek: isoWeekdayOfIsoDate(lesson.date), startMinute: lesson.hour * 60 } }
        : {}),
    });
    return { id: member.id, agent };
  }

  const book = (agent: Agent, body: object, language = 'ko') =>
    callOperation(agent, practiceOperations.bookPracticeRoom)
      .set('Accept-Language', language)
      .send(body);
  const bookMakeup = (agent: Agent, hour: { date: string; startTime: string }, language = 'ko') =>
    callOperation(agent, makeupsOperations.bookMakeup).set('Accept-Language', language).send(hour);
  const grant = async (memberId: number) => {
    const res = await callOperation(academy.staff, makeupsOperations.adjustMakeupCredits).send({
      memberId,
      action: 'grant',
      reason: '겹침 시험',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const ownHoursOnCalendar = async (agent: Agent, date: string) => {
    const res = await callOperation(agent, practiceOperations.listPracticeSessions, {
      query: `startDate=${date}&endDate=${date}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZPracticeCalendar.parse(res.body.data).ownHours;
  };
  const refused = (res: { status: number; body: { code?: string; message?: string } }) => [
    res.status,
    res.body.code,
    res.body.message,
  ];

  /** Two free hours of the teacher one after the other, 3 to 13 days ahead (practice's horizon). */
  async function twoFreeHoursInARow() {
    const free = await freeMakeupHours(academy.staff, { fromDays: 3, count: 200 });
    const taken = new Set(
      (
        await prisma().makeupLesson.findMany({ where: { status: { in: ['booked', 'requested'] } } })
      ).map((row) => `${row.lessonDate.toISOString().slice(0, 10)} ${row.startMinute}`),
    );
    const isFree = (date: string, minute: number) =>
      !taken.has(`${date} ${minute}`) &&
      free.some((hour) => hour.date === date && timeToMinutes(hour.startTime) === minute);
    const first = free.find(
      (hour) =>
        hour.date <= day(13) &&
        isFree(hour.date, timeToMinutes(hour.startTime)) &&
        isFree(hour.date, timeToMinutes(hour.startTime) + 60),
    );
    if (!first) throw new Error('No two free hours in a row within the practice horizon');
    const hour = timeToMinutes(first.startTime) / 60;
    return { date: first.date, hour };
  }

  describe('POST /api/practice/bookings over the member’s own time', () => {
    it('when the booking overlaps their weekly lesson, then 409 OWN_HOUR_TAKEN in either language, and the hours either side are booked', async () => {
      const date = day(3);
      const member = await newMember({ date, hour: 20 });
      expect(refused(await book(member.agent, practice(date, 19, 21)))).toEqual([
        409,
        'OWN_HOUR_TAKEN',
        OWN_HOUR_MESSAGES.lesson.ko,
      ]);
      expect(refused(await book(member.agent, practice(date, 20, 21, 2), 'en'))).toEqual([
        409,
        'OWN_HOUR_TAKEN',
        'You have a lesson at that time. Please choose another time.',
      ]);
      await book(member.agent, practice(date, 19, 20)).expect(201);
      await book(member.agent, practice(date, 21, 22, 3)).expect(201);
      expect(await prisma().practiceBooking.count({ where: { memberId: member.id } })).toBe(2);
    });

    it('when their lesson was moved to another day, then its old hour is free and its new hour is theirs', async () => {
      const from = day(4);
      const to = day(6);
      const member = await newMember({ date: from, hour: 21 });
      const slot = await prisma().weeklySlot.findFirstOrThrow({
        where: { memberId: member.id },
      });
      await prisma().lessonMove.create({
        data: {
          memberId: member.id,
          lessonScheduleId: slot.id,
          originalDate: fromIsoDate(from),
          newDate: fromIsoDate(to),
          newStartMinute: 10 * 60,
          newEndMinute: 11 * 60,
        },
      });
      await book(member.agent, practice(from, 21, 22)).expect(201);
      expect(refused(await book(member.agent, practice(to, 9, 11)))).toEqual([
        409,
        'OWN_HOUR_TAKEN',
        OWN_HOUR_MESSAGES.lesson.ko,
      ]);
      await book(member.agent, practice(to, 11, 12)).expect(201);
      expect(await ownHoursOnCalendar(member.agent, to)).toEqual([
        { date: to, startTime: '10:00', endTime: '11:00', kind: 'lesson' },
        { date: to, startTime: '11:00', endTime: '12:00', kind: 'practice' },
      ]);
    });

    it('when they gave notice for the lesson, then its hour can be booked for practice', async () => {
      const date = day(5);
      const member = await newMember({ date, hour: 20 });
      expect((await book(member.agent, practice(date, 20, 21))).body.code).toBe('OWN_HOUR_TAKEN');
      const notice = await callOperation(member.agent, attendanceOperations.giveAbsenceNotice).send(
        { date, reason: '출장' },
      );
      expect(notice.status, JSON.stringify(notice.body)).toBe(201);
      expect(await ownHoursOnCalendar(member.agent, date)).toEqual([]);
      await book(member.agent, practice(date, 20, 21)).expect(201);
    });

    it('when the booking overlaps their make-up, booked or waiting for the academy, then 409 names the make-up', async () => {
      const member = await newMember();
      await addMakeupLesson(prisma(), {
        memberId: member.id,
        date: day(7),
        startMinute: 15 * 60,
        expiresOn: day(30),
      });
      await addMakeupLesson(prisma(), {
        memberId: member.id,
        date: day(8),
        startMinute: 12 * 60,
        expiresOn: day(30),
        status: 'requested',
      });
      expect(refused(await book(member.agent, practice(day(7), 14, 16), 'en'))).toEqual([
        409,
        'OWN_HOUR_TAKEN',
        'You have a make-up lesson at that time. Please choose another time.',
      ]);
      expect(refused(await book(member.agent, practice(day(8), 12, 13)))).toEqual([
        409,
        'OWN_HOUR_TAKEN',
        OWN_HOUR_MESSAGES.makeup.ko,
      ]);
      await book(member.agent, practice(day(7), 16, 17)).expect(201);
      await book(member.agent, practice(day(8), 13, 14)).expect(201);
    });

    it('when the booking overlaps their booking of another room, then 409 names the practice booking; a cancelled one is no obstacle', async () => {
      const member = await newMember();
      const first = await book(member.agent, practice(day(9), 10, 12, 1)).expect(201);
      expect(refused(await book(member.agent, practice(day(9), 11, 12, 2)))).toEqual([
        409,
        'OWN_HOUR_TAKEN',
        OWN_HOUR_MESSAGES.practice.ko,
      ]);
      await callOperation(member.agent, practiceOperations.cancelPracticeBooking, {
        params: { id: first.body.data.sessionId },
      }).expect(200);
      await book(member.agent, practice(day(9), 11, 12, 2)).expect(201);
    });
  });

  describe('POST /api/makeups over the member’s own practice booking', () => {
    it('when the make-up overlaps their practice booking, then 409 OWN_HOUR_TAKEN and the credit stays open; the next hour is booked, and practice cannot then take it', async () => {
      const member = await newMember();
      await grant(member.id);
      await grant(member.id);
      const { date, hour } = await twoFreeHoursInARow();
      await book(member.agent, practice(date, hour, hour + 1, 2)).expect(201);

      const ko = await bookMakeup(member.agent, { date, startTime: hourToTime(hour) });
      expect(refused(ko)).toEqual([409, 'OWN_HOUR_TAKEN', OWN_HOUR_MESSAGES.practice.ko]);
      const en = await bookMakeup(member.agent, { date, startTime: hourToTime(hour) }, 'en');
      expect(en.body.message).toBe(
        'You have a practice room booked at that time. Please choose another time.',
      );
      expect(await prisma().makeupLesson.count({ where: { memberId: member.id } })).toBe(0);

      const next = await bookMakeup(member.agent, { date, startTime: hourToTime(hour + 1) });
      expect(next.status, JSON.stringify(next.body)).toBe(201);
      expect(next.body.data.status).toBe('booked');
      expect(refused(await book(member.agent, practice(date, hour + 1, hour + 2, 3)))).toEqual([
        409,
        'OWN_HOUR_TAKEN',
        OWN_HOUR_MESSAGES.makeup.ko,
      ]);
    });
  });

  describe('what the pickers are told', () => {
    it('when a member reads the practice calendar and their make-ups, then their own hours come with what they are; staff get none', async () => {
      const lessonDay = day(10);
      const member = await newMember({ date: lessonDay, hour: 9 });
      await grant(member.id);
      await book(member.agent, practice(lessonDay, 10, 11)).expect(201);
      await addMakeupLesson(prisma(), {
        memberId: member.id,
        date: day(11),
        startMinute: 14 * 60,
        expiresOn: day(40),
      });
      const lesson = { date: lessonDay, startTime: '09:00', endTime: '10:00', kind: 'lesson' };
      const booked = { date: lessonDay, startTime: '10:00', endTime: '11:00', kind: 'practice' };
      const makeup = { date: day(11), startTime: '14:00', endTime: '15:00', kind: 'makeup' };

      const calendar = await callOperation(member.agent, practiceOperations.listPracticeSessions, {
        query: `startDate=${day(-3)}&endDate=${day(12)}`,
      });
      const { ownHours } = ZPracticeCalendar.parse(calendar.body.data);
      expect(ownHours.filter((own) => own.date >= lessonDay)).toEqual([lesson, booked, makeup]);
      // From today on: the lessons of past days are not the picker's concern.
      expect(ownHours.every((own) => own.date >= day(0))).toBe(true);

      const view = await callOperation(member.agent, makeupsOperations.getOwnMakeups);
      expect(view.status).toBe(200);
      expect(ZOwnMakeupOverview.parse(view.body.data).ownHours).toEqual(
        expect.arrayContaining([lesson, booked, makeup]),
      );

      const staffView = await callOperation(
        academy.staff,
        practiceOperations.listPracticeSessions,
        { query: `startDate=${day(0)}&endDate=${day(12)}` },
      );
      expect(ZPracticeCalendar.parse(staffView.body.data).ownHours).toEqual([]);
    });

    it('when the member has no open credit, then their make-up view lists no own hours', async () => {
      const member = await newMember();
      await book(member.agent, practice(day(2), 10, 11)).expect(201);
      const view = await callOperation(member.agent, makeupsOperations.getOwnMakeups);
      expect(ZOwnMakeupOverview.parse(view.body.data).ownHours).toEqual([]);
    });
  });
});
