import { REMINDER_WINDOW, toAcademyIsoDate } from '@academy/contracts';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { TReachableBy } from '../unit-of-work/member-recipients.js';
import { toIsoDate } from '../lib/iso-date.js';
import { applicationRecipient } from '../unit-of-work/application-contact.js';
import { onedayClassText } from './oneday-class-text.js';
import { onedayReminderMail } from './reminder-mails.js';
import type { RemindersRepository } from './reminders-repository.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Reminds each guest whose scheduled one-day class starts in (now, now + 24 h], once per start
 * of the class, in the language of the application page (docs/product/reminders.md): by e-mail,
 * or by 알림톡 at the phone of the form when the text channel is on (`reachableBy`), the
 * guardian for a child. A guest who cannot be reached is not reminded. A class on a closed day
 * is not reminded, like a lesson. One transaction per class: the reminder row and the queued
 * message. Answers how many classes were reminded.
 */
export async function remindOnedayClasses(deps: {
  units: UnitOfWork;
  reminders: RemindersRepository;
  now: Date;
  reachableBy: TReachableBy;
}): Promise<number> {
  const { units, reminders, now } = deps;
  const until = new Date(now.getTime() + REMINDER_WINDOW.HOURS_AHEAD * HOUR_MS);
  const classes = await reminders.findOnedayClassesToRemind(now, until, deps.reachableBy);
  if (classes.length === 0) return 0;
  const closures = await reminders.findClosures(toAcademyIsoDate(now), toAcademyIsoDate(until));
  const closed = new Set(closures.map((closure) => toIsoDate(closure.date)));
  let reminded = 0;
  for (const oneday of classes) {
    if (closed.has(toAcademyIsoDate(oneday.scheduledAt))) continue;
    const fresh = await units.run(async ({ tx, notify }) => {
      const marked = await reminders.markOnedayReminded(tx, {
        applicationId: oneday.id,
        classStart: oneday.scheduledAt,
        remindedAt: now,
      });
      if (!marked) return false;
      notify(applicationRecipient(oneday), {
        key: `oneday_application:${oneday.id}:reminder:${oneday.scheduledAt.toISOString()}`,
        mail: (recipient) => onedayReminderMail(recipient, oneday.scheduledAt),
        text: onedayClassText('onedayClassReminder', oneday.scheduledAt),
      });
      return true;
    });
    if (fresh) reminded += 1;
  }
  return reminded;
}
