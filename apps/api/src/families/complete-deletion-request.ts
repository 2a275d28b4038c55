import {
  DELETION_REQUEST_MESSAGES,
  DELETION_REQUEST_NOTICES,
  FEEDBACK_MESSAGES,
  type TDeletionRequest,
} from '@academy/contracts';
import type { SessionRepository } from '../auth/session-repository.js';
import { AppError } from '../http/app-error.js';
import { seoulDate } from '../lib/seoul-time.js';
import { tellRequester, type DeletionDecisionDeps } from './deletion-request-decision.js';
import { toDeletionRequest } from './deletion-request-mappers.js';
import { deletionRequestsRepository as requests } from './deletion-requests-repository.js';
import { systemClock } from '../lib/clock.js';
import { eraseTextMessagesOf } from '../text-messages/text-message-erasure.js';
import { releaseWhatTheMemberHeld } from '../schedule/member-leaving-repository.js';

const alreadyDecided = () =>
  new AppError('REQUEST_ALREADY_DECIDED', DELETION_REQUEST_MESSAGES.alreadyDecided);

/**
 * Staff complete a deletion request: the member leaves today (Seoul), inactive, their weekly
 * lessons end, what they held ahead (practice bookings, make-ups, requests waiting for staff) is
 * let go, their devices are signed out and their text messages are cleared (queued ones
 * cancelled); retention counts from that day (docs/product/privacy.md). A guardian leaves only once none of their children remains. The
 * requester is told; audited.
 */
export function createCompleteDeletionRequest(
  deps: DeletionDecisionDeps & { sessions: SessionRepository },
) {
  const { units, sessions, now = systemClock } = deps;
  return function completeDeletionRequest(staffId: number, id: number): Promise<TDeletionRequest> {
    const at = now();
    return units.run(
      async ({ tx, notify, audit }) => {
        const open = await requests.find(tx, id);
        if (!open) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        if (open.state !== 'open') throw alreadyDecided();
        const member = await requests.lockMember(tx, open.memberId);
        if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        if ((await requests.countChildrenNotLeft(tx, member.id)) > 0)
          throw new AppError(
            'STATUS_TRANSITION_REFUSED',
            DELETION_REQUEST_MESSAGES.guardianWithChildren,
          );
        const row = await requests.decide(tx, id, {
          state: 'completed',
          reason: null,
          staffId,
          at,
        });
        if (!row) throw alreadyDecided();
        const today = seoulDate(0, at);
        // A member staff had already made inactive keeps the day they left.
        const leftOn = member.leftOn ?? today;
        await requests.leave(tx, member.id, today, leftOn);
        const released = await releaseWhatTheMemberHeld(tx, member.id, at);
        // Before the requester is told: the notice below is the last text about them.
        await eraseTextMessagesOf(tx, member.id);
        await sessions.revokeAllOf(tx, { type: 'member', id: member.id }, at);
        tellRequester(notify, row, 'completed', {
          title: DELETION_REQUEST_NOTICES.completedTitle,
          message: DELETION_REQUEST_NOTICES.completedMessage(member.name),
        });
        audit({
          action: 'deletion_request.complete',
          entityType: 'member',
          entityId: member.id,
          details: { requestId: id, leftOn: leftOn.toISOString().slice(0, 10), released },
        });
        return toDeletionRequest(row);
      },
      { staffId },
    );
  };
}

export type CompleteDeletionRequest = ReturnType<typeof createCompleteDeletionRequest>;
