import {
  expandTeacherSchedule,
  pickText,
  PRACTICE_ROOM_LABELS,
  PRACTICE_ROOMS,
  timeToMinutes,
} from '@academy/contracts';
import type { TOccurrence, TPracticeCalendarSession } from '@academy/contracts';
import { useMemo } from 'react';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { TimeGrid } from '@/components/calendar/TimeGrid';
import type { TGridColumn, TGridEntry } from '@/components/calendar/time-grid';
import { usePracticeCalendar } from '@/features/practice/api/get-practice-calendar';
import { useTeacherCalendar } from '@/features/teacher-schedule/api/get-teacher-calendar';
import { GRID_HOURS, toGridEntries } from '@/features/teacher-schedule/components/time-schedule';
import { useCalendarViewsCopy } from '@/i18n/sections/calendar-views';
import { useLanguage, useT } from '@/i18n/use-language';

const LESSON_ROOM = 'lesson-room';
/** What takes the lesson room: lessons and one-day classes, not the teacher's own events. */
const IN_LESSON_ROOM: readonly TOccurrence['kind'][] = [
  'lesson',
  'moved_lesson',
  'makeup_lesson',
  'oneday_class',
];

/** A practice booking of the day as a block of its room, with the member's full name. */
function sessionEntry(session: TPracticeCalendarSession): TGridEntry {
  const name = session.userName ?? session.user?.name ?? '';
  return {
    id: `practice-${session.sessionId}`,
    columnKey: session.practiceRoom,
    startMinute: timeToMinutes(session.startTime),
    endMinute: timeToMinutes(session.endTime),
    title: name,
    movable: false,
  };
}

/**
 * The rooms of one day by hours (docs/product/back-office.md): the teacher's lesson room (lessons
 * have no room of their own, so each teacher is one lesson room, decision 0059) and each
 * practice room with its bookings, every block with its full name.
 */
export function RoomsDay({
  date,
  onOpen,
}: {
  date: string;
  onOpen: (occurrence: TOccurrence) => void;
}) {
  const copy = useCalendarViewsCopy();
  const calendarCopy = useT().staffCalendar;
  const { language } = useLanguage();
  const range = useMemo(() => ({ startDate: date, endDate: date }), [date]);
  const lessons = useTeacherCalendar(range);
  const practice = usePracticeCalendar(range, 'staff');
  const lessonData = lessons.isPlaceholderData ? undefined : lessons.data;
  const occurrences = useMemo(
    () =>
      lessonData
        ? expandTeacherSchedule(lessonData, range, { leaveOutPaused: true }).filter((item) =>
            IN_LESSON_ROOM.includes(item.kind),
          )
        : [],
    [lessonData, range],
  );
  const { entries, occurrenceOf } = toGridEntries(occurrences, {
    columnOf: () => LESSON_ROOM,
    classOf: () => undefined,
    today: date,
    copy: calendarCopy,
  });
  const sessions = (practice.isPlaceholderData ? undefined : practice.data)?.sessions ?? [];
  const booked = sessions.filter((session) => session.status !== 'cancelled').map(sessionEntry);
  const columns: TGridColumn[] = [
    { key: LESSON_ROOM, label: copy.teacherLane },
    ...PRACTICE_ROOMS.map((room) => ({
      key: room,
      label: pickText(PRACTICE_ROOM_LABELS[room], language),
    })),
  ];
  return (
    <section aria-busy={lessonData === undefined}>
      <h2>{formatShortDate(date, language)}</h2>
      <p>{copy.lessonRoomsNote}</p>
      <TimeGrid
        label={copy.roomsLabel}
        hoursLabel={copy.hoursLabel}
        columns={columns}
        entries={[...entries, ...booked]}
        {...GRID_HOURS}
        onOpen={(entry) => {
          const occurrence = occurrenceOf.get(entry.id);
          if (occurrence) onOpen(occurrence);
        }}
      />
    </section>
  );
}
