import { ClosuresSection } from '@/features/closures/components/ClosuresSection';
import { DayAttendance } from '@/features/attendance/components/DayAttendance';
import { LessonNoteAction } from '@/features/lesson-notes/components/LessonNoteAction';
import { StaffLessonSchedulePage } from '@/features/teacher-schedule/routes/StaffLessonSchedulePage';

/**
 * /admin/lesson-schedule with a day's attendance in its sidebar (docs/product/attendance.md), each
 * lesson with its lesson note and the member's practice since the last one
 * (docs/product/lesson-notes.md).
 */
export function StaffLessonScheduleRoute() {
  return (
    <StaffLessonSchedulePage
      dayAttendance={
        <DayAttendance lessonExtra={(occurrence) => <LessonNoteAction lesson={occurrence} />} />
      }
      closures={<ClosuresSection />}
    />
  );
}
