import { UpcomingLessons } from '@/features/attendance/components/UpcomingLessons';
import { MyPauses } from '@/features/pauses/components/MyPauses';
import { MemberLessonSchedulePage } from '@/features/schedule-changes/routes/MemberLessonSchedulePage';

/**
 * /user/lesson-schedule with the upcoming lessons and "I cannot come" (docs/product/attendance.md),
 * and the member's pauses (docs/product/pauses.md).
 */
export function MemberLessonScheduleRoute() {
  return (
    <MemberLessonSchedulePage
      upcomingLessons={
        <>
          <UpcomingLessons />
          <MyPauses />
        </>
      }
    />
  );
}
