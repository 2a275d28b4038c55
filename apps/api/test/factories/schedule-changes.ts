import { addDaysToIsoDate, scheduleChangeTargetDates, toAcademyIsoDate } from '@academy/contracts';

/** The demo student's lesson dates (Tuesdays 19:00) that a schedule change may move, from today. */
export function demoStudentLessonDates(): string[] {
  return scheduleChangeTargetDates({
    lessonDayOfWeek: 'Tuesday',
    today: toAcademyIsoDate(new Date()),
  });
}

/** The dates and hours of a change moving the lesson of `target` to the next day, one hour from `startTime`. */
export function moveToNextDay(target: string, startTime: string) {
  const [hour = ''] = startTime.split(':');
  return {
    changeStartDate: target,
    changeEndDate: target,
    requestedDate: addDaysToIsoDate(target, 1),
    requestedStartTime: startTime,
    requestedEndTime: `${String(Number(hour) + 1).padStart(2, '0')}:00`,
  };
}
