import { alimtalkDayHours, minutesToTime } from '@academy/contracts';
import type { ScheduleChange } from '../generated/prisma/client.js';
import { toIsoDate } from '../lib/iso-date.js';
import type { TMessage } from '../unit-of-work/message.js';
import { textForm } from '../unit-of-work/text-form.js';
import { scheduleChangeOutcomeTexts } from './schedule-change-outcome-texts.js';

/** The hours of the weekly lesson a request moves, as minutes of the day. */
export interface TLessonHours {
  startMinute: number;
  endMinute: number;
}

/**
 * The member's answer to their schedule change: the notification, and the 알림톡 with the
 * lesson's day and hours and the ones asked for (the staff's reason stays in the app). Without
 * the lesson (its slot was removed since the request) there are no hours to write: the app
 * notification alone tells them.
 */
export function scheduleChangeOutcomeMessage(
  request: ScheduleChange,
  outcome: 'approved' | 'rejected',
  input: { summary: string; reason: string; lesson: TLessonHours | null },
): TMessage {
  const { lesson } = input;
  const app: TMessage['app'] = {
    category: outcome === 'approved' ? 'modification_approved' : 'modification_rejected',
    texts: scheduleChangeOutcomeTexts(outcome, input),
  };
  const key = `schedule_change:${request.id}:${outcome}`;
  if (!lesson) return { key, app };
  const oldDay = {
    date: toIsoDate(request.originalDate),
    startTime: minutesToTime(lesson.startMinute),
    endTime: minutesToTime(lesson.endMinute),
  };
  const newDay = {
    date: toIsoDate(request.requestedDate),
    startTime: minutesToTime(request.requestedStartMinute),
    endTime: minutesToTime(request.requestedEndMinute),
  };
  const kind = outcome === 'approved' ? 'scheduleChangeApproved' : 'scheduleChangeRejected';
  const text = textForm(kind, (language) => {
    const was = alimtalkDayHours(oldDay, language);
    const asked = alimtalkDayHours(newDay, language);
    return { oldDate: was.date, oldTime: was.time, newDate: asked.date, newTime: asked.time };
  });
  return { key, app, text };
}
