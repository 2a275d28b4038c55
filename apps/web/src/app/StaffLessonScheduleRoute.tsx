import { ClosuresSection } from '@/features/closures/components/ClosuresSection';
import { DayAttendance } from '@/features/attendance/components/DayAttendance';
import { StaffLessonSchedulePage } from '@/features/teacher-schedule/routes/StaffLessonSchedulePage';

/** /admin/lesson-schedule with a day's attendance in its sidebar (docs/product/attendance.md). */
export function StaffLessonScheduleRoute() {
  return (
    <StaffLessonSchedulePage dayAttendance={<DayAttendance />} closures={<ClosuresSection />} />
  );
}
