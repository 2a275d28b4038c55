import {
  addDaysToIsoDate,
  scheduleChangeTargetDates,
  toAcademyIsoDate,
  scheduleChangeOperations,
} from '@academy/contracts';
import type { Agent } from '../demo-academy.js';
import { callOperation } from '../call-operation.js';

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

/**
 * The demo student's last lesson date a schedule change may move, or the one `skip` lessons
 * before it; throws when there is none (a test must not run on an empty date).
 */
export function lastDemoStudentLessonDate(skip = 0): string {
  const date = demoStudentLessonDates().at(-1 - skip);
  if (date === undefined)
    throw new Error(`The demo student has no movable lesson ${skip} before the last`);
  return date;
}

/**
 * The member behind `agent` asks to move the lesson of `target` to the next day, one hour from
 * `startTime`. Answers the change asked and the response, for the test to check either.
 */
export async function askToMoveToNextDay(agent: Agent, target: string, startTime: string) {
  const move = moveToNextDay(target, startTime);
  const response = await callOperation(agent, scheduleChangeOperations.requestScheduleChange).send({
    requestType: 'reschedule',
    changeType: 'temporary',
    changePeriod: 'custom',
    ...move,
    requestMessage: '다음 날로 옮기고 싶습니다.',
  });
  return { move, response };
}
