import { REMINDER_WINDOW, toAcademyIsoDate } from '@academy/contracts';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { toIsoDate } from '../lib/iso-date.js';
import { onedayReminderMail } from './reminder-mails.js';
import type { RemindersRepository } from './reminders-repository.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * E-mails each guest whose scheduled one-day class starts in (now, now + 24 h] and who left an
 * address, once per start of the class, in the language of the application page
 * (docs/product/reminders.md). A class on a closed day is not reminded, like a lesson.
 * One transaction per class: the reminder row and the queued e-mail. Answers how many e-mails.
 */
export async function remindOnedayClasses(deps: {
  units: UnitOfWork;
  reminders: RemindersRepository;
  now: Date;
}): Promise<number> {
  const { units, reminders, now } = deps;
  const until = new Date(now.getTime() + REMINDER_WINDOW.HOURS_AHEAD * HOUR_MS);
  const classes = await reminders.findOnedayClassesToRemind(now, until);
  if (classes.length === 0) return 0;
  const closures = await reminders.findClosures(toAcademyIsoDate(now), toAcademyIsoDate(until));
  const closed = new Set(closures.map((closure) => toIsoDate(closure.date)));
  let mailed = 0;
  for (const oneday of classes) {
    if (closed.has(toAcademyIsoDate(oneday.scheduledAt))) continue;
    const { email: to, name, language } = oneday;
    const fresh = await units.run(async ({ tx, notify }) => {
      const marked = await reminders.markOnedayReminded(tx, {
        applicationId: oneday.id,
        classStart: oneday.scheduledAt,
        remindedAt: now,
      });
      if (!marked) return false;
      notify(
        { address: { to, name, english: language === 'en' } },
        {
          key: `oneday_application:${oneday.id}:reminder:${oneday.scheduledAt.toISOString()}`,
          mail: (recipient) => onedayReminderMail(recipient, oneday.scheduledAt),
        },
      );
      return true;
    });
    if (fresh) mailed += 1;
  }
  return mailed;
}
