import type { Prisma } from '../generated/prisma/client.js';
import type { TAccountClosedReason } from '@academy/contracts';
import type { TWork } from '../unit-of-work/unit-of-work.js';

/** A due's waiting virtual account that Toss has closed, to be recorded with the staff change. */
export interface TClosedAccount {
  attemptId: number;
}

/**
 * What a staff change of a due needs from online payments, a layer above that passes it in
 * (docs/product/payments.md, decision 0063): the due's waiting virtual account is closed at Toss
 * first, outside any transaction, and recorded closed in the change's own unit of work.
 */
export interface TWaitingAccounts {
  /**
   * null when no account waits (or it had expired). Refuses, nothing changed: 409 when the payer
   * has just deposited (the deposit is settled first) or the account is still being issued,
   * PAYMENT_DECLINED when Toss refuses, 503 when it cannot be reached.
   */
  closeAtProvider(dueId: number): Promise<TClosedAccount | null>;
  /**
   * In the change's transaction, before the due is held (a deposit's settlement holds the attempt,
   * then the due: the same order keeps the two from deadlocking): the attempt closes and the payer
   * is told why; 409 when a deposit settled it meanwhile.
   */
  recordClosed(work: TWork, closed: TClosedAccount, reason: TAccountClosedReason): Promise<void>;
  /** Once the due is held: 409 when an account was issued on it since it was closed. */
  assertNoneWaiting(tx: Prisma.TransactionClient, dueId: number): Promise<void>;
}
