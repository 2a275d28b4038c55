import { useStaffPracticeCopy } from '@/i18n/sections/staff-practice';
import { pickText, PRACTICE_ROOM_LABELS, PRACTICE_SESSION_STATUS_LABELS } from '@academy/contracts';
import type { TPracticeCalendarSession } from '@academy/contracts';
import type { ReactNode } from 'react';
import { formatFullDate } from '@/components/calendar/calendar-format';
import { useLanguage } from '@/i18n/use-language';
import { FactList } from '@/components/staff-area/Facts';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { academyDate, memberNameOf, timeRangeOf } from './practice-view';

/** One session's record: room, member, date (when asked), start–end, status, notes. */
export function SessionFacts({
  session,
  withDate = false,
  withTime = true,
}: {
  session: TPracticeCalendarSession;
  withDate?: boolean;
  withTime?: boolean;
}) {
  const copy = useStaffPracticeCopy();
  const { language } = useLanguage();
  const labels = copy.facts;
  const facts: (readonly [string, ReactNode])[] = [
    [labels.room, pickText(PRACTICE_ROOM_LABELS[session.practiceRoom], language)],
    [labels.member, memberNameOf(session, copy)],
  ];
  if (withDate) facts.push([labels.date, formatFullDate(academyDate(session.startTime), language)]);
  if (withTime) facts.push([labels.time, timeRangeOf(session, copy)]);
  facts.push(
    [
      labels.status,
      <StatusBadge
        status={session.status}
        label={pickText(PRACTICE_SESSION_STATUS_LABELS[session.status], language)}
      />,
    ],
    [labels.notes, session.notes?.trim() ? session.notes : labels.notesNone],
  );
  return <FactList facts={facts} />;
}
