import type { PrismaClient, Prisma } from '../generated/prisma/client.js';
import type { AccountRef } from './account-ref.js';

type Db = PrismaClient | Prisma.TransactionClient;

export interface SessionMeta {
  userAgent: string | undefined;
  ipAddress: string | undefined;
}

function ownerOf(ref: AccountRef) {
  return ref.type === 'member'
    ? { accountType: 'member' as const, memberId: ref.id }
    : { accountType: 'staff' as const, staffId: ref.id };
}

export interface StoredRefreshToken {
  id: number;
  usedAt: Date | null;
  expiresAt: Date;
  session: { id: string; revokedAt: Date | null; account: AccountRef };
}

/** The database guarantees exactly one owner per session (check constraint auth_sessions_owner_check). */
function accountOf(session: {
  accountType: 'member' | 'staff';
  memberId: number | null;
  staffId: number | null;
}): AccountRef {
  const id = session.accountType === 'member' ? session.memberId : session.staffId;
  if (id === null) throw new Error(`auth session without its ${session.accountType} id`);
  return { type: session.accountType, id };
}

/** Data access for signed-in sessions and their rotating refresh tokens (hashes only). */
export function createSessionRepository(prisma: PrismaClient) {
  return {
    async create(
      ref: AccountRef,
      meta: SessionMeta,
      refresh: { tokenHash: string; expiresAt: Date },
    ): Promise<{ id: string }> {
      return prisma.authSession.create({
        data: {
          ...ownerOf(ref),
          userAgent: meta.userAgent?.slice(0, 500),
          ipAddress: meta.ipAddress?.slice(0, 64),
          expiresAt: refresh.expiresAt,
          refreshTokens: { create: refresh },
        },
        select: { id: true },
      });
    },

    async findRefreshToken(tokenHash: string): Promise<StoredRefreshToken | null> {
      const record = await prisma.refreshToken.findUnique({
        where: { tokenHash },
        include: { session: true },
      });
      if (!record) return null;
      const { session } = record;
      return {
        id: record.id,
        usedAt: record.usedAt,
        expiresAt: record.expiresAt,
        session: { id: session.id, revokedAt: session.revokedAt, account: accountOf(session) },
      };
    },

    /** Marks a token used unless another request already did; returns whether this one won. */
    async markUsed(tokenId: number, now: Date): Promise<boolean> {
      const { count } = await prisma.refreshToken.updateMany({
        where: { id: tokenId, usedAt: null },
        data: { usedAt: now },
      });
      return count === 1;
    },

    async addRefreshToken(sessionId: string, refresh: { tokenHash: string; expiresAt: Date }) {
      await prisma.$transaction([
        prisma.refreshToken.create({ data: { sessionId, ...refresh } }),
        prisma.authSession.update({
          where: { id: sessionId },
          data: { expiresAt: refresh.expiresAt },
        }),
      ]);
    },

    /** Ends a session; with `owner`, only when it belongs to that account. */
    async revoke(sessionId: string, now: Date, owner?: AccountRef): Promise<void> {
      await prisma.authSession.updateMany({
        where: { id: sessionId, ...(owner ? ownerOf(owner) : {}), revokedAt: null },
        data: { revokedAt: now },
      });
    },

    /** Ends every session of an account, but the one named (the caller's own), in `db`. */
    async revokeAllOf(db: Db, ref: AccountRef, now: Date, exceptSessionId?: string): Promise<void> {
      const owner = ref.type === 'member' ? { memberId: ref.id } : { staffId: ref.id };
      await db.authSession.updateMany({
        where: {
          ...owner,
          revokedAt: null,
          ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}),
        },
        data: { revokedAt: now },
      });
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
