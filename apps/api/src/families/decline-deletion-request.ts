import {
  DELETION_REQUEST_MESSAGES,
  DELETION_REQUEST_NOTICES,
  FEEDBACK_MESSAGES,
  type TDeletionRequest,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { noticeMail } from '../mail/personal-mail.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { storedTexts, toDeletionRequest } from './deletion-request-mappers.js';
import { deletionRequestsRepository as requests } from './deletion-requests-repository.js';

/**
 * Staff decline a deletion request with a reason (docs/product/privacy.md): the member stays; the
 * requester is told why; audited.
 */
export function createDeclineDeletionRequest(deps: { units: UnitOfWork; now?: () => Date }) {
  const { units, now = () => new Date() } = deps;
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
        const texts = storedTexts(
          DELETION_REQUEST_NOTICES.declinedTitle,
          DELETION_REQUEST_NOTICES.declinedMessage(row.member.name, reason),
        );
        if (row.requestedBy)
          notify(
            { memberId: row.requestedBy.id },
            {
              key: `deletion_request:${id}:declined`,
              app: { category: 'other', texts },
              mail: (recipient) => noticeMail(recipient, texts),
            },
          );
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
