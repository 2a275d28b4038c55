import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  REMINDER_MESSAGES,
  seoulInstant,
  toAcademyIsoDate,
  weekdayOfIsoDate,
  WEEKDAYS,
  ZReminderSettings,
  closuresOperations,
  remindersOperations,
  sentenceDateTime,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addMember, signInMember } from '../../test/factories/members.js';
import { lastDemoStudentLessonDate } from '../../test/factories/schedule-changes.js';
import { createTestAppWithMail, type TestAppWithMail } from '../../test/test-app.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { lessonRemindersJob } from './lesson-reminders-job.js';
import { callOperation } from '../../test/call-operation.js';
import { runJobAt } from '../../test/run-job.js';
import { askedToMoveToNextDay, decideChange } from '../../test/change-requests.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The first day a week or more from today that falls on `isoWeekday` (1 = Monday). */
function nextWeekday(isoWeekday: number): string {
  const start = addDaysToIsoDate(toAcademyIsoDate(new Date()), 7);
  const days = Array.from({ length: 7 }, (_, offset) => addDaysToIsoDate(start, offset));
  const wanted = WEEKDAYS[isoWeekday - 1];
  return days.find((date) => weekdayOfIsoDate(date) === wanted) ?? expect.unreachable();
}

describe('the lesson-reminders job', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF, () => createTestAppWithMail());
  const prisma = () => academy.testApp.database.prisma;
  const smtp = () => (academy.testApp as TestAppWithMail).smtp;

  async function runAt(now: Date) {
    await runJobAt(lessonRemindersJob, academy.testApp, now);
    await academy.testApp.outbox.settled();
  }
  const remindersOf = (memberId: number) =>
    prisma().memberNotification.findMany({
      where: { memberId, category: 'lesson_reminder' },
      orderBy: { id: 'asc' },
    });
  const mailsTo = (email: string) => smtp().messages.filter((mail) => mail.to.includes(email));

  /** A member of the demo teacher with a weekly one-hour lesson at `hour`:00. */
  const memberWithLesson = (phone: string, isoWeekday: number, hour: number) =>
    addMember(prisma(), {
      name: `회원${phone.slice(-4)}`,
      phone,
      slot: { dayOfWeek: isoWeekday, startMinute: hour * 60 },
    });

  it('when the lesson starts within 24 hours, then the member gets one notification and one e-mail, not earlier and not twice', async () => {
    const member = await memberWithLesson('01077770001', 2, 15);
    const tuesday = nextWeekday(2);
    const lessonStart = seoulInstant(tuesday, 15);

    await runAt(new Date(lessonStart.getTime() - 24 * HOUR - 15 * MINUTE));
    expect(await remindersOf(member.id)).toHaveLength(0);
    expect(mailsTo(member.email)).toHaveLength(0);

    await runAt(new Date(lessonStart.getTime() - 24 * HOUR));
    await runAt(new Date(lessonStart.getTime() - 23 * HOUR - 45 * MINUTE));
    const notifications = await remindersOf(member.id);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: '수업 알림',
      titleEn: 'Lesson reminder',
      message: `${sentenceDateTime(tuesday, '15:00–16:00', 'ko')}에 수업이 있습니다 (박지훈 선생님).`,
      messageEn: `You have a lesson on ${sentenceDateTime(tuesday, '15:00–16:00', 'en')} with 박지훈.`,
    });
    const mails = mailsTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('[드럼 아카데미] 수업 알림');
    expect(mails[0]?.text).toContain(
      `${sentenceDateTime(tuesday, '15:00–16:00', 'ko')}에 드럼 수업이 있습니다.`,
    );
    expect(mails[0]?.text).toContain('담당 선생님: 박지훈');
    expect(
      await prisma().lessonReminder.findMany({
        where: { memberId: member.id },
        select: { lessonDate: true, lessonStart: true },
      }),
    ).toEqual([{ lessonDate: fromIsoDate(tuesday), lessonStart }]);
  });

  it('when the member is foreign, then the e-mail is in English', async () => {
    const member = await memberWithLesson('01077770002', 2, 16);
    await prisma().member.update({ where: { id: member.id }, data: { isForeigner: true } });
    const tuesday = nextWeekday(2);
    await runAt(new Date(seoulInstant(tuesday, 16).getTime() - 12 * HOUR));
    const mails = mailsTo(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['[Drum Academy] Reminder: your lesson']);
    expect(mails[0]?.text).toContain(
      `on ${sentenceDateTime(tuesday, '16:00–17:00', 'en')} (Korea time)`,
    );
  });

  it('when an approved schedule change moved the lesson, then it is reminded at its new date and not at the old', async () => {
    const student = await prisma().member.findUniqueOrThrow({
      where: { loginId: MEMBERS_AND_STAFF.student.loginId },
    });
    const target = lastDemoStudentLessonDate();
    const { move, id: askedId } = await askedToMoveToNextDay(academy.student, target, '14:00');
    const approved = await decideChange(academy.staff, askedId, 'approve', '그날로 옮깁니다.');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    await runAt(seoulInstant(addDaysToIsoDate(target, -1), 19));
    expect(
      await prisma().lessonReminder.count({
        where: { memberId: student.id, lessonDate: fromIsoDate(target) },
      }),
    ).toBe(0);

    await runAt(seoulInstant(target, 14));
    const reminded = await prisma().lessonReminder.findMany({
      where: { memberId: student.id, lessonDate: { gte: fromIsoDate(target) } },
      select: { lessonDate: true, lessonStart: true },
    });
    expect(reminded).toEqual([
      {
        lessonDate: fromIsoDate(move.requestedDate),
        lessonStart: seoulInstant(move.requestedDate, 14),
      },
    ]);
    const latest = (await remindersOf(student.id)).at(-1);
    expect(latest?.message).toContain(sentenceDateTime(move.requestedDate, '14:00–15:00', 'ko'));
  });

  it('when the lesson day is closed, then no reminder comes', async () => {
    const member = await memberWithLesson('01077770003', 4, 15);
    const thursday = nextWeekday(4);
    const declared = await callOperation(academy.staff, closuresOperations.declareClosure).send({
      date: thursday,
      reason: '휴원',
      reasonEn: 'Closed',
    });
    expect(declared.status, JSON.stringify(declared.body)).toBe(201);
    await runAt(seoulInstant(addDaysToIsoDate(thursday, -1), 15));
    expect(await remindersOf(member.id)).toHaveLength(0);
    expect(await prisma().lessonReminder.count({ where: { memberId: member.id } })).toBe(0);
    // Only the closed-day notice, sent when the day was declared closed.
    expect(mailsTo(member.email).map((mail) => mail.subject)).toEqual([
      '[드럼 아카데미] 휴원 안내',
    ]);
  });

  it('when a make-up is booked within 24 hours, then it is reminded once as a make-up, and a cancelled one is not', async () => {
    const booked = await addMember(prisma(), { name: '보강알림', phone: '01077770007' });
    const cancelled = await addMember(prisma(), { name: '보강취소', phone: '01077770008' });
    const wednesday = nextWeekday(3);
    const expiresOn = addDaysToIsoDate(wednesday, 30);
    await addMakeupLesson(prisma(), {
      memberId: booked.id,
      date: wednesday,
      startMinute: 11 * 60,
      expiresOn,
    });
    const dropped = await addMakeupLesson(prisma(), {
      memberId: cancelled.id,
      date: wednesday,
      startMinute: 12 * 60,
      expiresOn,
    });
    await prisma().makeupLesson.update({
      where: { id: dropped.id },
      data: { status: 'cancelled' },
    });

    const lessonStart = seoulInstant(wednesday, 11);
    await runAt(new Date(lessonStart.getTime() - 25 * HOUR));
    expect(await remindersOf(booked.id)).toHaveLength(0);
    await runAt(new Date(lessonStart.getTime() - 23 * HOUR));
    await runAt(new Date(lessonStart.getTime() - 22 * HOUR));
    const notifications = await remindersOf(booked.id);
    expect(notifications.map((row) => [row.message, row.messageEn])).toEqual([
      [
        `${sentenceDateTime(wednesday, '11:00–12:00', 'ko')}에 보강 수업이 있습니다 (박지훈 선생님).`,
        `You have a make-up lesson on ${sentenceDateTime(wednesday, '11:00–12:00', 'en')} with 박지훈.`,
      ],
    ]);
    const mails = mailsTo(booked.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      `${sentenceDateTime(wednesday, '11:00–12:00', 'ko')}에 보강 드럼 수업이 있습니다.`,
    );
    expect(
      await prisma().lessonReminder.findMany({
        where: { memberId: booked.id },
        select: { lessonDate: true, lessonStart: true },
      }),
    ).toEqual([{ lessonDate: fromIsoDate(wednesday), lessonStart }]);
    await runAt(new Date(seoulInstant(wednesday, 12).getTime() - 12 * HOUR));
    expect(await remindersOf(cancelled.id)).toHaveLength(0);
    expect(mailsTo(cancelled.email)).toHaveLength(0);
  });

  it('when the member turned e-mail reminders off, then the notification comes and the e-mail does not', async () => {
    const member = await memberWithLesson('01077770004', 5, 15);
    const agent = await signInMember(academy.testApp, member);
    const off = await callOperation(agent, remindersOperations.updateReminderSettings).send({
      emailReminders: false,
    });
    expect([off.status, off.body.message]).toEqual([200, REMINDER_MESSAGES.emailOff.ko]);
    expect(ZReminderSettings.parse(off.body.data)).toEqual({ emailReminders: false });

    const friday = nextWeekday(5);
    await runAt(seoulInstant(addDaysToIsoDate(friday, -1), 16));
    expect(await remindersOf(member.id)).toHaveLength(1);
    expect(mailsTo(member.email)).toHaveLength(0);
  });

  it('when a member is suspended or inactive, then they are not reminded', async () => {
    const suspended = await memberWithLesson('01077770005', 6, 11);
    const inactive = await memberWithLesson('01077770006', 6, 12);
    await prisma().member.update({ where: { id: suspended.id }, data: { status: 'suspended' } });
    await prisma().member.update({ where: { id: inactive.id }, data: { status: 'inactive' } });
    await runAt(seoulInstant(addDaysToIsoDate(nextWeekday(6), -1), 12));
    for (const member of [suspended, inactive]) {
      expect(await remindersOf(member.id)).toHaveLength(0);
      expect(mailsTo(member.email)).toHaveLength(0);
    }
  });

  it('when a one-day class is tomorrow, then a guest with an address gets one e-mail in the page language, and one without none', async () => {
    const sunday = nextWeekday(7);
    const classStart = seoulInstant(sunday, 14);
    const guest = (name: string, email: string | null, language: string) =>
      prisma().onedayApplication.create({
        data: {
          name,
          birthDate: new Date('1995-05-05'),
          phoneNumber: '01088880000',
          email,
          preferredTime: `${sunday}: 14:00`,
          language,
          status: 'scheduled',
          scheduledAt: classStart,
        },
      });
    const withMail = await guest('Jane Doe', 'jane@example.com', 'en');
    const withoutMail = await guest('홍길동', null, 'ko');

    await runAt(new Date(classStart.getTime() - 25 * HOUR));
    expect(mailsTo('jane@example.com')).toHaveLength(0);
    await runAt(new Date(classStart.getTime() - 20 * HOUR));
    await runAt(new Date(classStart.getTime() - 19 * HOUR));

    const mails = mailsTo('jane@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      '[Drum Academy] Reminder: your one-day class',
    ]);
    expect(mails[0]?.text).toContain(`${sentenceDateTime(sunday, '14:00', 'en')} (Korea time)`);
    expect(await prisma().onedayReminder.count({ where: { applicationId: withMail.id } })).toBe(1);
    expect(await prisma().onedayReminder.count({ where: { applicationId: withoutMail.id } })).toBe(
      0,
    );
  });
});

describe('GET and PUT /api/users/me/reminders', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);

  it('when a member reads and changes the setting, then it is on by default and stays as set', async () => {
    const first = await callOperation(academy.foreign, remindersOperations.getReminderSettings);
    expect([first.status, first.body.data]).toEqual([200, { emailReminders: true }]);
    const off = await callOperation(academy.foreign, remindersOperations.updateReminderSettings)
      .set('Accept-Language', 'en')
      .send({ emailReminders: false });
    expect([off.status, off.body.message, off.body.data]).toEqual([
      200,
      REMINDER_MESSAGES.emailOff.en,
      { emailReminders: false },
    ]);
    expect(
      (await callOperation(academy.foreign, remindersOperations.getReminderSettings)).body.data,
    ).toEqual({
      emailReminders: false,
    });
    const on = await callOperation(
      academy.foreign,
      remindersOperations.updateReminderSettings,
    ).send({ emailReminders: true });
    expect([on.status, on.body.message]).toEqual([200, REMINDER_MESSAGES.emailOn.ko]);
    // The other member's setting is untouched.
    expect(
      (await callOperation(academy.student, remindersOperations.getReminderSettings)).body.data,
    ).toEqual({
      emailReminders: true,
    });
  });

  it.each([
    ['no value', {}],
    ['a text', { emailReminders: 'no' }],
    ['a number', { emailReminders: 0 }],
    ['null', { emailReminders: null }],
  ])('when the body has %s, then 400 and nothing changes', async (_case, body) => {
    const res = await callOperation(
      academy.student,
      remindersOperations.updateReminderSettings,
    ).send(body);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(
      (await callOperation(academy.student, remindersOperations.getReminderSettings)).body.data,
    ).toEqual({
      emailReminders: true,
    });
  });

  it('when staff or a guest calls, then 403 or 401', async () => {
    expect(
      (await callOperation(academy.staff, remindersOperations.getReminderSettings)).status,
    ).toBe(403);
    expect(
      (
        await callOperation(academy.staff, remindersOperations.updateReminderSettings).send({
          emailReminders: false,
        })
      ).status,
    ).toBe(403);
    const app = academy.testApp.app;
    expect(
      (await callOperation(request(app), remindersOperations.getReminderSettings)).status,
    ).toBe(401);
    expect(
      (
        await callOperation(request(app), remindersOperations.updateReminderSettings).send({
          emailReminders: false,
        })
      ).status,
    ).toBe(401);
  });
});
