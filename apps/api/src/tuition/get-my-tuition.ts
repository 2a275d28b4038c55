import {
  depositorNameOf,
  seoulMonthOf,
  TUITION_HISTORY_MAX,
  type TMyTuition,
  type TMyTuitionDue,
  type TTuitionDue,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { BankTransferRepository } from './bank-transfer-repository.js';
import { toTuitionDue } from './tuition-mappers.js';
import type { TuitionRepository } from './tuition-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** An unpaid due names what to write on its transfer (decision 0040); a paid one needs none. */
const withDepositorName = (due: TTuitionDue): TMyTuitionDue => ({
  ...due,
  depositorName: due.paid ? null : depositorNameOf(due.memberName, due.month),
});

/**
 * A member's own dues: this Seoul month's and the latest TUITION_HISTORY_MAX, newest first,
 * with the academy's bank-transfer details to pay an unpaid one (docs/product/tuition.md).
 */
export function createGetMyTuition(deps: {
  prisma: PrismaClient;
  tuition: TuitionRepository;
  bankTransfers: BankTransferRepository;
  /** Toss Payments is set up: unpaid dues may be paid online. */
  onlinePayment: boolean;
  now?: Clock;
}) {
  const { prisma, tuition, bankTransfers, now = systemClock } = deps;
  return async function getMyTuition(memberId: number): Promise<TMyTuition> {
    const month = seoulMonthOf(now());
    const [rows, bankTransfer] = await Promise.all([
      tuition.findOfMember(memberId, TUITION_HISTORY_MAX),
      bankTransfers.read(prisma),
    ]);
    const history = rows.map((row) => withDepositorName(toTuitionDue(row)));
    return {
      current: history.find((due) => due.month === month) ?? null,
      history,
      bankTransfer,
      onlinePayment: deps.onlinePayment,
    };
  };
}

export type GetMyTuition = ReturnType<typeof createGetMyTuition>;
