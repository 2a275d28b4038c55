import {
  seoulInstant,
  STAFF_ALERT_KINDS,
  toAcademyIsoDate,
  toAcademyMinutes,
  type TTextMessageKind,
} from '@academy/contracts';

/**
 * The kinds that wait through the night (docs/product/text-messages.md): reminders, dues,
 * announcements and staff alerts are not urgent and go out from 08:00 Seoul time. Everything else answers
 * something the person just did, or must reach them at once (a closure, a child not arrived).
 */
const QUIET_KINDS: ReadonlySet<TTextMessageKind> = new Set<TTextMessageKind>([
  'lessonReminder',
  'onedayClassReminder',
  'dueIssued',
  'dueUnpaid',
  // An account that closed unpaid at 03:00 can be told at breakfast (decision 0046).
  'virtualAccountExpired',
  'announcement',
  // Staff alerts: a request waits for the working day; nobody answers it at 23:00 (0042).
  ...STAFF_ALERT_KINDS,
]);

/** Quiet hours in Seoul: from 21:00 to 08:00 the next morning. */
export const QUIET_HOURS = { from: 21, until: 8 } as const;

/**
 * The first instant a message of `kind` queued at `now` may be sent: `now`, or the next 08:00
 * in Seoul when `now` falls in the quiet hours and the kind waits through them.
 */
export function firstSendingInstant(kind: TTextMessageKind, now: Date): Date {
  if (!QUIET_KINDS.has(kind)) return now;
  const minutes = toAcademyMinutes(now);
  const today = toAcademyIsoDate(now);
  if (minutes >= QUIET_HOURS.from * 60) return seoulInstant(today, 24 + QUIET_HOURS.until);
  if (minutes < QUIET_HOURS.until * 60) return seoulInstant(today, QUIET_HOURS.until);
  return now;
}
