import { expect } from 'vitest';
import { scheduleChangeOperations } from '@academy/contracts';
import { callOperation, type TCaller } from './call-operation.js';
import type { Agent } from './demo-academy.js';
import { askToMoveToNextDay, moveToNextDay } from './factories/schedule-changes.js';
import type { TestApp } from './test-app.js';

/**
 * The body of a member's request to move the lesson of `target`, once, to the next day from
 * `startTime` for an hour, with the reason the tests give.
 */
export function nextDayRequest(target: string, startTime: string) {
  return {
    requestType: 'reschedule',
    changeType: 'temporary',
    changePeriod: 'custom',
    ...moveToNextDay(target, startTime),
    requestMessage: '출장 때문에 변경 부탁드립니다.',
  };
}

/** The member behind `agent` asks for `nextDayRequest`: the request, to await or set a language on. */
export function askNextDay(agent: TCaller, target: string, startTime: string) {
  return callOperation(agent, scheduleChangeOperations.requestScheduleChange).send(
    nextDayRequest(target, startTime),
  );
}

/**
 * The member behind `agent` has asked to move the lesson of `target` to the next day from
 * `startTime` (`askToMoveToNextDay`, checked accepted): the move and the new request's id.
 */
export async function askedToMoveToNextDay(agent: Agent, target: string, startTime: string) {
  const { move, response } = await askToMoveToNextDay(agent, target, startTime);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { move, id: response.body.data.id as number };
}

/** Staff approve or reject change request `id` with their answer: the request, to await. */
export function decideChange(
  staff: TCaller,
  id: number | undefined,
  action: 'approve' | 'reject',
  teacherResponse: string,
) {
  const operation =
    action === 'approve'
      ? scheduleChangeOperations.approveScheduleChange
      : scheduleChangeOperations.rejectScheduleChange;
  return callOperation(staff, operation, { params: { id } }).send({ teacherResponse });
}

/**
 * Staff's approval of change request `id` is refused with this status, code and Korean text; the
 * request stays pending and no lesson is moved.
 */
export async function expectApprovalRefused(
  academy: { testApp: TestApp; staff: Agent },
  id: number,
  refusal: [status: number, code: string, message: string],
) {
  const res = await decideChange(academy.staff, id, 'approve', '승인합니다');
  expect([res.status, res.body.code, res.body.message]).toEqual(refusal);
  const { prisma } = academy.testApp.database;
  const request = await prisma.scheduleChange.findUniqueOrThrow({ where: { id } });
  expect(request.status).toBe('pending');
  expect(await prisma.lessonMove.count({ where: { requestId: id } })).toBe(0);
}
