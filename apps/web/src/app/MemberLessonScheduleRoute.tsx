import { useMemo } from 'react';
import { UpcomingLessons } from '@/features/attendance/components/UpcomingLessons';
import { heldPauseMonths } from '@academy/contracts';
import { useMyPauses } from '@/features/pauses/api/get-my-pauses';
import { MyLessonNotes } from '@/features/lesson-notes/components/MyLessonNotes';
import { MyPauses } from '@/features/pauses/components/MyPauses';
import { MemberLessonSchedulePage } from '@/features/schedule-changes/routes/MemberLessonSchedulePage';

/**
 * /user/lesson-schedule with the upcoming lessons and "I cannot come" (docs/product/attendance.md),
 * and the member's pauses (docs/product/pauses.md), whose months' lessons are not offered for a
 * schedule change; and the member's lesson notes, newest first (docs/product/lesson-notes.md).
 */
export function MemberLessonScheduleRoute() {
  const pauses = useMyPauses();
  const pausedMonths = useMemo(() => heldPauseMonths(pauses.data?.pauses ?? []), [pauses.data]);
  return (
    <MemberLessonSchedulePage
      pausedMonths={pausedMonths}
      upcomingLessons={
        <>
          <UpcomingLessons />
          <MyLessonNotes />
          <MyPauses />
        </>
      }
    />
  );
}
