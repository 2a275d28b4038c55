import { z } from 'zod';
import { requiredText, TEXT_LIMITS, ZBodyId } from '../common/text-fields';

/** docs/product/privacy.md: a request is open until staff complete it or decline it. */
export const DELETION_REQUEST_STATES = ['open', 'completed', 'declined'] as const;
export const ZDeletionRequestState = z.enum(DELETION_REQUEST_STATES);
export type TDeletionRequestState = z.infer<typeof ZDeletionRequestState>;

export const DELETION_REQUEST_LIMITS = {
  /** Staff's reason for declining (the database column holds 500). */
  REASON: TEXT_LIMITS.NOTES,
  /** Open requests staff see at once, oldest first. */
  STAFF_LIST: 100,
  /** The member's own and their children's latest requests. */
  OWN_LIST: 20,
} as const;

/** Personal data is kept this long after a member leaves; payment records this long. */
export const RETENTION_YEARS = { personalData: 1, paymentRecords: 5 } as const;

/** Whose data: the caller's own user id or one of their children's. */
export const ZDeletionRequestCreate = z.object({ userId: ZBodyId });
export type TDeletionRequestCreate = z.infer<typeof ZDeletionRequestCreate>;

export const ZDeletionRequestDecline = z.object({
  reason: requiredText('rejectionReasonRequired', DELETION_REQUEST_LIMITS.REASON, 'multi'),
});
export type TDeletionRequestDecline = z.infer<typeof ZDeletionRequestDecline>;

export const ZDeletionRequest = z.object({
  id: z.number().int(),
  /** The member whose data is to be deleted. */
  userId: z.number().int(),
  name: z.string(),
  /** Who asked: the member or their guardian; null once that account is gone. */
  requestedBy: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  state: ZDeletionRequestState,
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TDeletionRequest = z.infer<typeof ZDeletionRequest>;

export const ZDeletionRequestList = z.object({
  requests: z.array(ZDeletionRequest).max(DELETION_REQUEST_LIMITS.STAFF_LIST),
});
export type TDeletionRequestList = z.infer<typeof ZDeletionRequestList>;
