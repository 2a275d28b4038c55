import {
  lessonReminderTexts,
  REMINDER_WINDOW,
  seoulDayStart,
  timeToMinutes,
  toAcademyIsoDate,
  isoWeekdayOfIsoDate,
} from '@academy/contracts';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { toClosureDay } from '../schedule/closures-mappers.js';
import { lessonReminderMail, lessonReminderText } from './reminder-mails.js';
import { memberOccurrencesBetween } from '../schedule/member-lessons.js';
import type { ReminderSlotRow, RemindersRepository } from './reminders-repository.js';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A weekly lesson or a booked make-up to remind, with whom it belongs to and when it starts. */
interface DueLesson {
  memberId: number;
  member: ReminderSlotRow['member'];
  teacherName: string;
  date: string;
  startTime: string;
  endTime: string;
  start: Date;
  makeup: boolean;
}

const startOf = (date: string, time: string) =>
  new Date(seoulDayStart(date).getTime() + timeToMinutes(time) * MINUTE_MS);
const reminderKey = (memberId: number, start: Date) => `${memberId}:${start.toISOString()}`;

/**
 * The active members' lessons and booked make-ups starting in (now, now + 24 h] that were not
 * reminded yet (one row per member and start, whichever it is), soonest
 * first, at most REMINDER_WINDOW.MAX_REMINDERS_PER_RUN (the rest are due on the next run).
 * The window touches two Seoul days at most: today and tomorrow.
 */
async function findDueLessons(reminders: RemindersRepository, now: Date): Promise<DueLesson[]> {
  const until = new Date(now.getTime() + REMINDER_WINDOW.HOURS_AHEAD * HOUR_MS);
  const first = toAcademyIsoDate(now);
  const last = toAcademyIsoDate(until);
  const weekdays = [first, last].map(isoWeekdayOfIsoDate);
  const [slots, moves, makeups, closures, reminded, paused] = await Promise.all([
    reminders.findActiveSlots(first, last, weekdays),
    reminders.findSingleMoves(first, last),
    reminders.findBookedMakeups(first, last),
    reminders.findClosures(first, last),
    reminders.findLessonReminders(now, until),
    reminders.findPausedMonths(first, last),
  ]);
  const done = new Set(reminded.map((row) => reminderKey(row.memberId, row.lessonStart)));
  const due = new Map<string, DueLesson>();
  const occurrences = memberOccurrencesBetween(
    { slots, moves, makeups, closures: closures.map(toClosureDay) },
    { startDate: first, endDate: last },
    { paused },
  );
  for (const occurrence of occurrences) {
    const owner = occurrence.kind === 'weekly' ? occurrence.slot : occurrence.makeup;
    const start = startOf(occurrence.date, occurrence.startTime);
    const key = reminderKey(owner.memberId, start);
    if (start <= now || start > until || done.has(key)) continue;
    due.set(key, {
      memberId: owner.memberId,
      member: owner.member,
      teacherName: owner.teacher.name,
      date: occurrence.date,
      startTime: occurrence.startTime,
      endTime: occurrence.endTime,
      start,
      makeup: occurrence.kind === 'makeup',
    });
  }
  return [...due.values()]
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.memberId - b.memberId)
    .slice(0, REMINDER_WINDOW.MAX_REMINDERS_PER_RUN);
}

/**
 * Reminds each member of each lesson due (docs/product/reminders.md): one transaction per lesson
 * writes the reminder row, the in-app notification and, when the member wants it, the reminder
 * outside the app (the e-mail, or the 알림톡 in its place). One transaction each keeps a failure
 * to one lesson, and a second run (or process) finds the row and does nothing. Answers how many
 * lessons were reminded and for how many a message outside the app was asked.
 */
export async function remindLessons(deps: {
  units: UnitOfWork;
  reminders: RemindersRepository;
  now: Date;
}): Promise<{ reminded: number; messaged: number }> {
  const { units, reminders, now } = deps;
  let reminded = 0;
  let messaged = 0;
  for (const lesson of await findDueLessons(reminders, now)) {
    const { member, memberId } = lesson;
    const input = {
      date: lesson.date,
      startTime: lesson.startTime,
      endTime: lesson.endTime,
      teacherName: lesson.teacherName,
      makeup: lesson.makeup,
    };
    const outcome = await units.run(async ({ tx, notify }) => {
      const fresh = await reminders.markLessonReminded(tx, {
        memberId,
        lessonDate: lesson.date,
        lessonStart: lesson.start,
        remindedAt: now,
      });
      if (!fresh) return { reminded: false, messaged: false };
      // Outside the app only for members who keep the day-before reminder on (their setting):
      // the 알림톡 stands in for the e-mail, it is not a second reminder (docs/decisions/0037).
      const { emailReminders } = member;
      notify(
        { memberId },
        {
          key: `lesson_reminder:${memberId}:${lesson.start.toISOString()}`,
          app: { category: 'lesson_reminder', texts: lessonReminderTexts(input) },
          ...(emailReminders
            ? {
                mail: (recipient) => lessonReminderMail(recipient, input),
                text: lessonReminderText(input),
              }
            : {}),
        },
      );
      return { reminded: true, messaged: emailReminders };
    });
    if (outcome.reminded) reminded += 1;
    if (outcome.messaged) messaged += 1;
  }
  return { reminded, messaged };
}
