import { FEEDBACK_MESSAGES, type TMemberCheckinCode } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { CheckinRepository } from './checkin-repository.js';

/** A member's check-in code as staff see it: null while they have none. */
export function createGetCheckinCode(deps: { checkin: CheckinRepository }) {
  return async function getCheckinCode(memberId: number): Promise<TMemberCheckinCode> {
    const member = await deps.checkin.findMemberCode(memberId);
    if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    return { userId: member.id, code: member.checkinCode };
  };
}

export type GetCheckinCode = ReturnType<typeof createGetCheckinCode>;
