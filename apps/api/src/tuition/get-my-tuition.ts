import {
  depositorNameOf,
  seoulMonthOf,
  TUITION_HISTORY_MAX,
  type TMyTuition,
  type TMyTuitionDue,
  type TTuitionDue,
  type TVirtualAccount,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { BankTransferRepository } from './bank-transfer-repository.js';
import { toTuitionDue } from './tuition-mappers.js';
import type { TuitionRepository } from './tuition-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/**
 * An unpaid due names what to write on its transfer (decision 0040), and the virtual account
 * waiting for its deposit (decision 0046); a paid one needs neither.
 */
export const withWaysToPay = (
  due: TTuitionDue,
  accounts: readonly TVirtualAccount[],
): TMyTuitionDue => ({
  ...due,
  depositorName: due.paid ? null : depositorNameOf(due.memberName, due.month),
  virtualAccount: due.paid ? null : (accounts.find((account) => account.dueId === due.id) ?? null),
});

export interface GetMyTuitionDeps {
  prisma: PrismaClient;
  tuition: TuitionRepository;
  bankTransfers: BankTransferRepository;
  /** Toss Payments is set up: unpaid dues may be paid online. */
  onlinePayment: boolean;
  /** The issued virtual accounts waiting on these dues. */
  openAccounts: (dueIds: readonly number[]) => Promise<readonly TVirtualAccount[]>;
  now?: Clock;
}

/**
 * A member's own dues: this Seoul month's and the latest TUITION_HISTORY_MAX, newest first,
 * with the academy's bank-transfer details to pay an unpaid one (docs/product/tuition.md).
 */
export function createGetMyTuition(deps: GetMyTuitionDeps) {
  const { prisma, tuition, bankTransfers, now = systemClock } = deps;
  return async function getMyTuition(memberId: number): Promise<TMyTuition> {
    const month = seoulMonthOf(now());
    const [rows, bankTransfer] = await Promise.all([
      tuition.findOfMember(memberId, TUITION_HISTORY_MAX),
      bankTransfers.read(prisma),
    ]);
    const dues = rows.map(toTuitionDue);
    const accounts = await deps.openAccounts(dues.filter((due) => !due.paid).map((due) => due.id));
    const history = dues.map((due) => withWaysToPay(due, accounts));
    return {
      current: history.find((due) => due.month === month) ?? null,
      history,
      bankTransfer,
      onlinePayment: deps.onlinePayment,
    };
  };
}

export type GetMyTuition = ReturnType<typeof createGetMyTuition>;
