import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

/**
 * The months of members' approved pauses, as `${memberId}:${YYYY-MM}` keys (pausedMonthKey): the
 * lessons of those months are not held (docs/product/pauses.md). A pending pause changes nothing.
 */
export type PausedMonths = ReadonlySet<string>;

export const pausedMonthKey = (memberId: number, month: string) => `${memberId}:${month}`;

type Db = PrismaClient | Prisma.TransactionClient;

/** The approved paused months touching [first, last] (Seoul days), of `memberIds` or everyone's. */
export async function findPausedMonths(
  db: Db,
  range: { first: string; last: string },
  memberIds?: readonly number[],
): Promise<PausedMonths> {
  const rows = await db.pausedMonth.findMany({
    where: {
      month: { gte: range.first.slice(0, 7), lte: range.last.slice(0, 7) },
      pause: { state: 'approved' },
      ...(memberIds ? { memberId: { in: [...memberIds] } } : {}),
    },
    select: { memberId: true, month: true },
  });
  return new Set(rows.map((row) => pausedMonthKey(row.memberId, row.month)));
}

/** Which of `memberIds` have `month` in an approved pause: they get no due for it. */
export async function findMembersPausedIn(
  db: Db,
  month: string,
  memberIds: readonly number[],
): Promise<ReadonlySet<number>> {
  const rows = await db.pausedMonth.findMany({
    where: { month, memberId: { in: [...memberIds] }, pause: { state: 'approved' } },
    select: { memberId: true },
  });
  return new Set(rows.map((row) => row.memberId));
}

/** Whether any of `days` (Seoul days) lies in a month of the member's approved pause. */
export async function fallsInPausedMonth(
  db: Db,
  memberId: number,
  days: readonly string[],
): Promise<boolean> {
  const count = await db.pausedMonth.count({
    where: {
      memberId,
      month: { in: days.map((day) => day.slice(0, 7)) },
      pause: { state: 'approved' },
    },
  });
  return count > 0;
}
