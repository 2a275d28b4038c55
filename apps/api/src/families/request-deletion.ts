import {
  DELETION_REQUEST_MESSAGES,
  DELETION_REQUEST_NOTICES,
  FEEDBACK_MESSAGES,
  type TDeletionRequest,
  staffNoticeDetail,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { STAFF_ALERTS } from '../notifications/staff-alerts.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { storedTexts, toDeletionRequest } from './deletion-request-mappers.js';
import {
  deletionRequestsRepository as requests,
  isOpenRequestViolation,
} from './deletion-requests-repository.js';

/**
 * A member asks for their own personal data, or a child's, to be deleted
 * (docs/product/privacy.md). Another family's member is not found; the database keeps one open
 * request per member, however many arrive at once. Staff are told; audited.
 */
export function createRequestDeletion(deps: { units: UnitOfWork }) {
  return async function requestDeletion(
    callerId: number,
    memberId: number,
  ): Promise<TDeletionRequest> {
    try {
      return await deps.units.run(
        async ({ tx, notifyStaff, audit }) => {
          const member = await requests.lockMember(tx, memberId);
          if (!member || (member.id !== callerId && member.guardianId !== callerId))
            throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
          if (member.leftOn !== null)
            throw new AppError('STATUS_TRANSITION_REFUSED', DELETION_REQUEST_MESSAGES.alreadyLeft);
          const row = await requests.create(tx, memberId, callerId);
          notifyStaff({
            category: 'deletion_request',
            texts: storedTexts(
              DELETION_REQUEST_NOTICES.staffTitle,
              DELETION_REQUEST_NOTICES.staffMessage(member.name),
            ),
            detail: staffNoticeDetail({ name: member.name }),
            relatedId: row.id,
            memberId,
            text: STAFF_ALERTS.deletion(member.name),
          });
          audit({
            action: 'deletion_request.create',
            entityType: 'member',
            entityId: memberId,
            details: { requestId: row.id, requestedById: callerId },
          });
          return toDeletionRequest(row);
        },
        { staffId: null },
      );
    } catch (error) {
      if (isOpenRequestViolation(error))
        throw new AppError('DELETION_REQUEST_OPEN', DELETION_REQUEST_MESSAGES.alreadyOpen);
      throw error;
    }
  };
}

export type RequestDeletion = ReturnType<typeof createRequestDeletion>;
