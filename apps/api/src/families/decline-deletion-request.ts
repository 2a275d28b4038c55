import {
  DELETION_REQUEST_MESSAGES,
  DELETION_REQUEST_NOTICES,
  FEEDBACK_MESSAGES,
  type TDeletionRequest,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { tellRequester, type DeletionDecisionDeps } from './deletion-request-decision.js';
import { toDeletionRequest } from './deletion-request-mappers.js';
import { deletionRequestsRepository as requests } from './deletion-requests-repository.js';
import { systemClock } from '../lib/clock.js';

/**
 * Staff decline a deletion request with a reason (docs/product/privacy.md): the member stays; the
 * requester is told why; audited.
 */
export function createDeclineDeletionRequest(deps: DeletionDecisionDeps) {
  const { units, now = systemClock } = deps;
  return function declineDeletionRequest(
    staffId: number,
    id: number,
    reason: string,
  ): Promise<TDeletionRequest> {
    return units.run(
      async ({ tx, notify, audit }) => {
        const open = await requests.find(tx, id);
        if (!open) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        const row = await requests.decide(tx, id, {
          state: 'declined',
          reason,
          staffId,
          at: now(),
        });
        if (!row)
          throw new AppError('REQUEST_ALREADY_DECIDED', DELETION_REQUEST_MESSAGES.alreadyDecided);
        tellRequester(notify, row, 'declined', {
          title: DELETION_REQUEST_NOTICES.declinedTitle,
          message: DELETION_REQUEST_NOTICES.declinedMessage(row.member.name, reason),
        });
        audit({
          action: 'deletion_request.decline',
          entityType: 'member',
          entityId: row.memberId,
          details: { requestId: id, reason },
        });
        return toDeletionRequest(row);
      },
      { staffId },
    );
  };
}

export type DeclineDeletionRequest = ReturnType<typeof createDeclineDeletionRequest>;
