import {
  addDaysToIsoDate,
  alimtalkDate,
  seoulInstant,
  toAcademyIsoDate,
  weekdayOfIsoDate,
} from '@academy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addMember } from '../../test/factories/members.js';
import { runJobAt } from '../../test/run-job.js';
import {
  makeChildOf,
  messagesKeyed,
  onlyTextMessage,
  useTextChannelAcademy,
} from '../../test/text-channel.js';
import type { TTextRecipient } from '../unit-of-work/message.js';
import { lessonReminderText } from './reminder-mails.js';
import { lessonRemindersJob } from './lesson-reminders-job.js';

// Reminders wait out the quiet hours (21:00-08:00 Seoul): a row's status depends on the hour the
// test runs, so only what is queued is asserted.

/** A Monday at least a week ahead: no lesson of these tests is reminded before the run. */
const monday = (() => {
  const start = addDaysToIsoDate(toAcademyIsoDate(new Date()), 7);
  const days = Array.from({ length: 7 }, (_, offset) => addDaysToIsoDate(start, offset));
  return days.find((date) => weekdayOfIsoDate(date) === 'Monday') ?? '';
})();
const MONDAY = 1;
const lessonKey = (memberId: number, hour: number) =>
  `lesson_reminder:${memberId}:${seoulInstant(monday, hour).toISOString()}`;

describe('reminders with the text channel on: the day before, by 알림톡', () => {
  const academy = useTextChannelAcademy({});
  const prisma = () => academy.testApp.database.prisma;
  const members = {} as Record<
    'korean' | 'emailOff' | 'child' | 'guardian' | 'foreign',
    Awaited<ReturnType<typeof addMember>>
  >;
  const guests = {} as Record<'self' | 'child', { id: number }>;
  const oneday = (data: object) =>
    prisma().onedayApplication.create({
      data: {
        name: '원데이알림',
        birthDate: new Date('1995-05-05'),
        preferredTime: `${monday}: 12:00`,
        language: 'ko',
        status: 'scheduled',
        scheduledAt: seoulInstant(monday, 12),
        ...data,
      },
    });

  // One run on Sunday afternoon reminds every Monday lesson and class of the block until 14:00.
  beforeAll(async () => {
    const withLesson = (name: string, phone: string, hour: number) =>
      addMember(prisma(), { name, phone, slot: { dayOfWeek: MONDAY, startMinute: hour * 60 } });
    members.korean = await withLesson('알림문자', '01095000001', 9);
    members.emailOff = await withLesson('알림끔', '01095000002', 10);
    await prisma().member.update({
      where: { id: members.emailOff.id },
      data: { emailReminders: false },
    });
    members.child = await withLesson('알림어린이', '01095000003', 11);
    members.guardian = await addMember(prisma(), { name: '알림보호자', phone: '01095000004' });
    await makeChildOf(prisma(), members.child, members.guardian);
    members.foreign = await addMember(prisma(), { name: 'Remind Makeup', phone: '01095000005' });
    await prisma().member.update({
      where: { id: members.foreign.id },
      data: { isForeigner: true },
    });
    await addMakeupLesson(prisma(), {
      memberId: members.foreign.id,
      date: monday,
      startMinute: 13 * 60,
      expiresOn: monday,
    });
    guests.self = await oneday({ phoneNumber: '01095000006', email: null });
    guests.child = await oneday({
      name: '원데이알림어린이',
      applicant: 'child',
      language: 'en',
      guardianName: 'Guardian Remind',
      guardianPhone: '01095000007',
      guardianRelation: 'mother',
    });
    await runJobAt(
      lessonRemindersJob,
      academy.testApp,
      seoulInstant(addDaysToIsoDate(monday, -1), 14),
    );
  });

  it('when a member keeps the reminder on, then they get LESSON_REMINDER_KO with day, hours and teacher, the app notice, and no mail', async () => {
    const { korean } = members;
    const text = await onlyTextMessage(academy.testApp, lessonKey(korean.id, 9));
    expect(text).toMatchObject({
      memberId: korean.id,
      phone: korean.phoneNumber,
      kind: 'lessonReminder',
      language: 'ko',
      templateCode: 'LESSON_REMINDER_KO',
      variables: {
        academy: '드럼 아카데미',
        name: '알림문자',
        date: alimtalkDate(monday, 'ko'),
        time: '09:00-10:00',
        teacher: '박지훈',
      },
    });
    expect(text?.text).toContain('- 강사: 박지훈 선생님');
    expect(
      await prisma().memberNotification.count({
        where: { memberId: korean.id, category: 'lesson_reminder' },
      }),
    ).toBe(1);
  });

  it('when a member turned the day-before reminder off, then the app notice alone reminds them: no 알림톡 in place of the mail', async () => {
    const { emailOff } = members;
    const { texts, mails } = await messagesKeyed(academy.testApp, lessonKey(emailOff.id, 10));
    expect([texts, mails]).toEqual([[], []]);
    expect(
      await prisma().memberNotification.count({
        where: { memberId: emailOff.id, category: 'lesson_reminder' },
      }),
    ).toBe(1);
  });

  it("when a child has a lesson, then the guardian's phone gets the reminder, naming the child", async () => {
    const { texts } = await messagesKeyed(academy.testApp, lessonKey(members.child.id, 11));
    expect(texts.map(({ phone, variables }) => [phone, variables.name])).toEqual([
      [members.guardian.phoneNumber, '알림어린이'],
    ]);
  });

  it('when a member who reads English has a make-up, then it is reminded by LESSON_REMINDER_EN', async () => {
    const { texts } = await messagesKeyed(academy.testApp, lessonKey(members.foreign.id, 13));
    expect(texts.map(({ templateCode, variables }) => [templateCode, variables])).toEqual([
      [
        'LESSON_REMINDER_EN',
        {
          academy: 'Drum Academy',
          name: 'Remind Makeup',
          date: alimtalkDate(monday, 'en'),
          time: '13:00-14:00',
          teacher: '박지훈',
        },
      ],
    ]);
  });

  it("when a one-day class is tomorrow, then a guest who left only a phone gets ONEDAY_REMINDER_KO, a child's guardian the English one", async () => {
    const start = seoulInstant(monday, 12).toISOString();
    const reminded = async (id: number) =>
      (await messagesKeyed(academy.testApp, `oneday_application:${id}:reminder:${start}`)).texts;
    expect(
      (await reminded(guests.self.id)).map((row) => [row.phone, row.templateCode, row.variables]),
    ).toEqual([
      [
        '01095000006',
        'ONEDAY_REMINDER_KO',
        {
          academy: '드럼 아카데미',
          name: '원데이알림',
          date: alimtalkDate(monday, 'ko'),
          time: '12:00-13:00',
        },
      ],
    ]);
    expect(
      (await reminded(guests.child.id)).map((row) => [
        row.phone,
        row.templateCode,
        row.variables.name,
      ]),
    ).toEqual([['01095000007', 'ONEDAY_REMINDER_EN', '원데이알림어린이']]);
  });
});

describe('the lesson reminder’s 알림톡 without a teacher', () => {
  it('names the teacher in charge, as the template cannot leave the line blank', () => {
    const text = lessonReminderText({
      date: '2031-03-11',
      startTime: '19:00',
      endTime: '20:00',
      teacherName: null,
    });
    const person = (english: boolean): TTextRecipient => ({
      phone: '01000000000',
      name: 'A',
      english,
    });
    expect([text(person(false)).variables.teacher, text(person(true)).variables.teacher]).toEqual([
      '담당',
      'Teacher in charge',
    ]);
  });
});
