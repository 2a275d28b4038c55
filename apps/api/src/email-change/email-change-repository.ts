import type { AccountRef } from '../auth/account-ref.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

type Db = PrismaClient | Prisma.TransactionClient;

/** An account as an address change needs it: the address, and name and language for the mails. */
export interface EmailChangeAccount {
  email: string;
  name: string;
  english: boolean;
}

export interface NewEmailChange {
  account: AccountRef;
  oldEmail: string;
  newEmail: string;
  confirmTokenHash: string;
  undoTokenHash: string;
  expiresAt: Date;
  undoUntil: Date;
  startedById: number | null;
  createdAt: Date;
}

const ownerOf = (ref: AccountRef) =>
  ref.type === 'member' ? { memberId: ref.id } : { staffId: ref.id };

const OPEN = { confirmedAt: null, cancelledAt: null } as const;

/** The account a change row belongs to. */
export function accountOfChange(change: {
  memberId: number | null;
  staffId: number | null;
}): AccountRef {
  if (change.memberId !== null) return { type: 'member', id: change.memberId };
  if (change.staffId !== null) return { type: 'staff', id: change.staffId };
  // The table's check constraint keeps this from happening.
  throw new Error('an email_changes row without its account');
}

/** Data access for address changes confirmed by link (`email_changes`). */
export function createEmailChangeRepository(prisma: PrismaClient) {
  return {
    /** The account, read without a lock: for the checks before a change starts. */
    async findAccount(ref: AccountRef): Promise<EmailChangeAccount | null> {
      if (ref.type === 'member') {
        const member = await prisma.member.findUnique({
          where: { id: ref.id },
          select: { email: true, name: true, isForeigner: true },
        });
        // A child without an address of their own has none to change.
        if (member?.email == null) return null;
        return { email: member.email, name: member.name, english: member.isForeigner };
      }
      const staff = await prisma.staff.findUnique({
        where: { id: ref.id },
        select: { email: true, name: true },
      });
      return staff && { email: staff.email, name: staff.name, english: false };
    },

    /**
     * Locks the account's row until the transaction ends and reads it. Every change of one
     * account's address takes this lock first, so starts, confirmations and undos of one
     * account run one after another (and always lock in the same order: account, then change).
     */
    async lockAccount(
      tx: Prisma.TransactionClient,
      ref: AccountRef,
    ): Promise<EmailChangeAccount | null> {
      const rows =
        ref.type === 'member'
          ? await tx.$queryRaw<EmailChangeAccount[]>`
              SELECT "email", "name", "is_foreigner" AS "english" FROM "members"
              WHERE "id" = ${ref.id}::int FOR UPDATE`
          : await tx.$queryRaw<EmailChangeAccount[]>`
              SELECT "email", "name", false AS "english" FROM "staff"
              WHERE "id" = ${ref.id}::int FOR UPDATE`;
      return rows[0] ?? null;
    },

    countStartedSince(tx: Prisma.TransactionClient, ref: AccountRef, since: Date) {
      return tx.emailChange.count({ where: { ...ownerOf(ref), createdAt: { gte: since } } });
    },

    /** Cancels the account's change still waiting, if any (at most one is open). */
    async cancelOpen(db: Db, ref: AccountRef, now: Date): Promise<void> {
      await db.emailChange.updateMany({
        where: { ...ownerOf(ref), ...OPEN },
        data: { cancelledAt: now },
      });
    },

    create(tx: Prisma.TransactionClient, change: NewEmailChange) {
      const { account, ...columns } = change;
      return tx.emailChange.create({
        data: { ...columns, accountType: account.type, ...ownerOf(account) },
        select: { id: true },
      });
    },

    findByConfirmToken(db: Db, confirmTokenHash: string) {
      return db.emailChange.findUnique({ where: { confirmTokenHash } });
    },

    findByUndoToken(db: Db, undoTokenHash: string) {
      return db.emailChange.findUnique({ where: { undoTokenHash } });
    },

    /**
     * Marks the change confirmed if it is still open and its link has not expired; false when
     * not (used, cancelled, replaced or expired). One conditional statement: of simultaneous
     * confirmations exactly one succeeds.
     */
    async claimConfirm(tx: Prisma.TransactionClient, id: number, now: Date): Promise<boolean> {
      const { count } = await tx.emailChange.updateMany({
        where: { id, ...OPEN, expiresAt: { gt: now } },
        data: { confirmedAt: now },
      });
      return count === 1;
    },

    /** Spends the undo link once, while it works; false when used or expired. */
    async claimUndo(tx: Prisma.TransactionClient, id: number, now: Date): Promise<boolean> {
      const { count } = await tx.emailChange.updateMany({
        where: { id, undoneAt: null, undoUntil: { gt: now } },
        data: { undoneAt: now },
      });
      return count === 1;
    },

    async updateEmail(tx: Prisma.TransactionClient, ref: AccountRef, email: string) {
      if (ref.type === 'member') await tx.member.update({ where: { id: ref.id }, data: { email } });
      else await tx.staff.update({ where: { id: ref.id }, data: { email } });
    },
  };
}

export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>;
export type EmailChangeRow = NonNullable<
  Awaited<ReturnType<EmailChangeRepository['findByConfirmToken']>>
>;
