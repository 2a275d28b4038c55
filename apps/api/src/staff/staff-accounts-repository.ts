import type { TStaffAccount, TStaffRole } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

type Db = PrismaClient | Prisma.TransactionClient;

/** The columns every staff member may see: never the password hash. */
const ACCOUNT_COLUMNS = {
  id: true,
  loginId: true,
  name: true,
  role: true,
  email: true,
  phoneNumber: true,
} as const satisfies Prisma.StaffSelect;

export interface NewStaffAccount {
  loginId: string;
  passwordHash: string;
  /** The password was issued, not chosen: the account must set its own at its first sign-in. */
  mustChangePassword: boolean;
  name: string;
  role: TStaffRole;
  email: string;
  phoneNumber: string | null;
}

export interface StaffAccountChanges {
  name?: string;
  email?: string;
  phoneNumber?: string | null;
  role?: TStaffRole;
}

/** Data access for staff accounts (the `staff` table). */
export function createStaffAccountsRepository(prisma: PrismaClient) {
  return {
    /** Admins first, then by name. */
    list(): Promise<TStaffAccount[]> {
      return prisma.staff.findMany({
        select: ACCOUNT_COLUMNS,
        orderBy: [{ role: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      });
    },

    findById(id: number, db: Db = prisma): Promise<TStaffAccount | null> {
      return db.staff.findUnique({ where: { id }, select: ACCOUNT_COLUMNS });
    },

    create(tx: Prisma.TransactionClient, account: NewStaffAccount): Promise<TStaffAccount> {
      return tx.staff.create({ data: account, select: ACCOUNT_COLUMNS });
    },

    update(
      tx: Prisma.TransactionClient,
      id: number,
      changes: StaffAccountChanges,
    ): Promise<TStaffAccount> {
      return tx.staff.update({ where: { id }, data: changes, select: ACCOUNT_COLUMNS });
    },

    /** The account's request-alert choice and whether it has a phone (docs/decisions/0042). */
    findRequestAlerts(id: number, db: Db = prisma) {
      return db.staff.findUnique({
        where: { id },
        select: { requestAlerts: true, requestAlertsChangedAt: true, phoneNumber: true },
      });
    },

    /**
     * Records the account's choice and its time; turning it on only while the account has a
     * phone, in the same statement, so a phone removed meanwhile cannot leave it on unseen.
     * Answers whether the row was written.
     */
    async setRequestAlerts(
      tx: Prisma.TransactionClient,
      id: number,
      enabled: boolean,
      at: Date,
    ): Promise<boolean> {
      const { count } = await tx.staff.updateMany({
        where: { id, ...(enabled ? { phoneNumber: { not: null } } : {}) },
        data: { requestAlerts: enabled, requestAlertsChangedAt: at },
      });
      return count === 1;
    },

    /**
     * Locks every admin row until the transaction ends and answers their ids: two requests
     * that could each take away an admin then run one after the other, and the second sees
     * what the first left. NO KEY UPDATE still lets other transactions write rows that point
     * at an admin (an audit entry), so they do not deadlock with this one.
     */
    async lockAdmins(tx: Prisma.TransactionClient): Promise<number[]> {
      const rows = await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "staff" WHERE "role" = 'admin' ORDER BY "id" FOR NO KEY UPDATE`;
      return rows.map((row) => row.id);
    },

    /**
     * Locks one staff row: a lesson slot given to this teacher meanwhile waits for the
     * transaction, so a count of their slots stays true until it ends.
     */
    async lock(tx: Prisma.TransactionClient, id: number): Promise<boolean> {
      const rows = await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "staff" WHERE "id" = ${id}::int FOR UPDATE`;
      return rows.length > 0;
    },

    /** Weekly lesson slots of members taught by this teacher, ended ones included. */
    /** The teacher's weekly slots and make-up lessons, past ones too: their history names them. */
    async countLessons(tx: Prisma.TransactionClient, teacherId: number): Promise<number> {
      const slots = await tx.weeklySlot.count({ where: { teacherId } });
      return slots + (await tx.makeupLesson.count({ where: { teacherId } }));
    },

    /**
     * Deletes the account. The database takes its sessions, personal schedules, notifications
     * and e-mail address with it, and clears it as handler, author or assigned teacher of the
     * rows that stay (members, applications, inquiries, announcements, audit log).
     */
    async remove(tx: Prisma.TransactionClient, id: number): Promise<void> {
      await tx.staff.delete({ where: { id } });
    },
  };
}

export type StaffAccountsRepository = ReturnType<typeof createStaffAccountsRepository>;
