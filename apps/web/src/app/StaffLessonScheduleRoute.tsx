import { ClosuresLink } from '@/features/closures/components/ClosuresLink';
import { DayAttendance } from '@/features/attendance/components/DayAttendance';
import { LessonNoteAction } from '@/features/lesson-notes/components/LessonNoteAction';
import { StaffLessonSchedulePage } from '@/features/teacher-schedule/routes/StaffLessonSchedulePage';
import { RoomsDay } from './RoomsDay';

/**
 * /admin/lesson-schedule with a day's attendance in its sidebar (docs/product/attendance.md), each
 * lesson with its lesson note and the member's practice since the last one
 * (docs/product/lesson-notes.md), the rooms of a day with the practice bookings
 * (docs/product/back-office.md), and a link to the closed days, which have their own page.
 */
export function StaffLessonScheduleRoute() {
  return (
    <StaffLessonSchedulePage
      dayAttendance={
        <DayAttendance lessonExtra={(occurrence) => <LessonNoteAction lesson={occurrence} />} />
      }
      closures={<ClosuresLink />}
      roomsDay={(date, onOpen) => <RoomsDay date={date} onOpen={onOpen} />}
    />
  );
}
