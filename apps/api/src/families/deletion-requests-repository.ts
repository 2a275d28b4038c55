import { DELETION_REQUEST_LIMITS } from '@academy/contracts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { newestFirst } from '../db/newest-first.js';

type Tx = Prisma.TransactionClient;
type Db = Tx | PrismaClient;

export const DELETION_REQUEST_SELECT = {
  id: true,
  memberId: true,
  state: true,
  reason: true,
  createdAt: true,
  decidedAt: true,
  member: { select: { name: true } },
  requestedBy: { select: { id: true, name: true } },
} as const satisfies Prisma.DeletionRequestSelect;

export type TDeletionRequestRow = Prisma.DeletionRequestGetPayload<{
  select: typeof DELETION_REQUEST_SELECT;
}>;

/** Whether an insert hit the one-open-request-per-member index. */
export function isOpenRequestViolation(error: unknown): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    error.code === 'P2002' &&
    JSON.stringify(error.meta ?? {}).includes('deletion_requests')
  );
}

/** Data access for deletion requests (docs/product/privacy.md). */
export const deletionRequestsRepository = {
  /** The member a request is about, locked: a completion and a new request wait for each other. */
  lockMember: async (tx: Tx, id: number) =>
    (
      await tx.$queryRaw<
        {
          id: number;
          name: string;
          guardianId: number | null;
          status: string;
          leftOn: Date | null;
        }[]
      >`
      SELECT id, name, guardian_id AS "guardianId", status::text AS status, left_on AS "leftOn"
      FROM members WHERE id = ${id} FOR UPDATE`
    )[0] ?? null,
  create: (tx: Tx, memberId: number, requestedById: number) =>
    tx.deletionRequest.create({
      data: { memberId, requestedById },
      select: DELETION_REQUEST_SELECT,
    }),
  find: (db: Db, id: number) =>
    db.deletionRequest.findUnique({ where: { id }, select: DELETION_REQUEST_SELECT }),
  /** Decides an open request; null when it was no longer open (decided meanwhile). */
  decide: async (
    tx: Tx,
    id: number,
    decision: { state: 'completed' | 'declined'; reason: string | null; staffId: number; at: Date },
  ) => {
    const { count } = await tx.deletionRequest.updateMany({
      where: { id, state: 'open' },
      data: {
        state: decision.state,
        reason: decision.reason,
        decidedById: decision.staffId,
        decidedAt: decision.at,
      },
    });
    return count === 1
      ? tx.deletionRequest.findUnique({ where: { id }, select: DELETION_REQUEST_SELECT })
      : null;
  },
  listOpen: (db: Db) =>
    db.deletionRequest.findMany({
      where: { state: 'open' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: DELETION_REQUEST_LIMITS.STAFF_LIST,
      select: DELETION_REQUEST_SELECT,
    }),
  /** Requests about the member and their children, newest first. */
  listAbout: (db: Db, memberId: number) =>
    db.deletionRequest.findMany({
      where: { OR: [{ memberId }, { member: { guardianId: memberId } }] },
      orderBy: newestFirst(),
      take: DELETION_REQUEST_LIMITS.OWN_LIST,
      select: DELETION_REQUEST_SELECT,
    }),
  countChildrenNotLeft: (tx: Tx, guardianId: number) =>
    tx.member.count({ where: { guardianId, leftOn: null } }),
  /**
   * The member leaves: inactive with the day they left (`leftOn`, a Seoul day), weekly slots end
   * before `today` (a slot that starts later has no lesson to keep and goes).
   */
  leave: async (tx: Tx, memberId: number, today: Date, leftOn: Date) => {
    await tx.weeklySlot.deleteMany({ where: { memberId, effectiveFrom: { gte: today } } });
    await tx.weeklySlot.updateMany({
      where: { memberId, OR: [{ effectiveUntil: null }, { effectiveUntil: { gt: today } }] },
      data: { effectiveUntil: today },
    });
    await tx.member.update({
      where: { id: memberId },
      data: { status: 'inactive', leftOn },
    });
  },
};
