import { scheduleChangeOperations } from '@academy/contracts';
import type { TLessonMoveRequest } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { pendingCountsQueryKey } from './pending-counts';
import { teacherCalendarQueryKey } from './teacher-schedule';
import { useRefreshingMutation } from './use-refreshing-mutation';

/** The staff list of schedule changes (features/schedule-changes keeps its key under it). */
const staffScheduleChangesKey = ['staff', 'modifications'] as const;

/**
 * POST /modification/lesson-move: staff move one lesson of a member (decision 0059). Shared
 * code, since the lesson calendar and the schedule changes both offer it.
 */
export function moveLesson(body: TLessonMoveRequest) {
  return callOperationWithMessage(scheduleChangeOperations.moveLesson, { body });
}

/** Moves a lesson, then the calendar and the schedule changes load again. */
export function useMoveLesson() {
  return useRefreshingMutation(
    moveLesson,
    [teacherCalendarQueryKey, staffScheduleChangesKey, pendingCountsQueryKey],
    'settled',
  );
}
