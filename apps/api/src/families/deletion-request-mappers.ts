import type { TDeletionRequest } from '@academy/contracts';
import type { TDeletionRequestRow } from './deletion-requests-repository.js';

export function toDeletionRequest(row: TDeletionRequestRow): TDeletionRequest {
  return {
    id: row.id,
    userId: row.memberId,
    name: row.member.name,
    requestedBy: row.requestedBy
      ? { userId: row.requestedBy.id, name: row.requestedBy.name }
      : null,
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The in-app texts of a notice, as the notification tables store them. */
export function storedTexts(
  title: { ko: string; en: string },
  message: { ko: string; en: string },
) {
  return { title: title.ko, titleEn: title.en, message: message.ko, messageEn: message.en };
}
