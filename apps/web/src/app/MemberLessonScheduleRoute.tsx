import { UpcomingLessons } from '@/features/attendance/components/UpcomingLessons';
import { MemberLessonSchedulePage } from '@/features/schedule-changes/routes/MemberLessonSchedulePage';

/** /user/lesson-schedule with the upcoming lessons and "I cannot come" (docs/product/attendance.md). */
export function MemberLessonScheduleRoute() {
  return <MemberLessonSchedulePage upcomingLessons={<UpcomingLessons />} />;
}
