import {
  canCancelPracticeSession,
  FEEDBACK_MESSAGES,
  VALIDATION_MESSAGES,
  type TPracticeCancelResult,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toPracticeSession } from './practice-mappers.js';
import type { PracticeRepository } from './practice-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** The owner cancels a booking that has not ended, up to and including its day (Seoul). */
export function createCancelPracticeBooking(deps: { practice: PracticeRepository; now?: Clock }) {
  const { practice, now = systemClock } = deps;
  return async function cancelPracticeBooking(
    memberId: number,
    id: number,
  ): Promise<TPracticeCancelResult> {
    // Another member's booking answers exactly like a missing one.
    const row = await practice.findOwned(id, memberId);
    if (!row) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    const at = now();
    const current = toPracticeSession(row, at);
    if (current.status === 'completed') {
      throw new AppError('BOOKING_NOT_CANCELLABLE', VALIDATION_MESSAGES.practiceCancelEnded);
    }
    if (current.status !== 'scheduled') {
      throw new AppError('BOOKING_NOT_CANCELLABLE', VALIDATION_MESSAGES.practiceCancelNotScheduled);
    }
    if (!canCancelPracticeSession({ ...current, isOwner: true, now: at })) {
      throw new AppError('BOOKING_NOT_CANCELLABLE', VALIDATION_MESSAGES.practiceCancelClosed);
    }
    if (!(await practice.cancelScheduled(id, at))) {
      throw new AppError('BOOKING_NOT_CANCELLABLE', VALIDATION_MESSAGES.practiceCancelNotScheduled);
    }
    return {
      ...current,
      status: 'cancelled',
      cancelledAt: at.toISOString(),
    };
  };
}

export type CancelPracticeBooking = ReturnType<typeof createCancelPracticeBooking>;
