import {
  minutesToTime,
  toAcademyIsoDate,
  WEEKDAYS,
  type TMemberSessionUser,
  type TStaffSessionUser,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { seoulDate } from '../lib/seoul-time.js';
import type { AccountRef } from './account-ref.js';
import { loginNames } from './login-names.js';
import { slotsRunningBetween } from '../db/lesson-row-filters.js';
import { emailKey } from '../lib/email-key.js';

/** `mustChangePassword`: the account still has the password it was issued (docs/product/roles.md). */
export type SessionUser =
  | { userType: 'user'; user: TMemberSessionUser; mustChangePassword: boolean }
  | { userType: 'teacher'; user: TStaffSessionUser; mustChangePassword: boolean };

export interface LoginAccount {
  ref: AccountRef;
  passwordHash: string;
  isActive: boolean;
}

/** A row of `findSessionUserOfActiveSession`: the staff or the member columns are set. */
interface TSessionRow {
  staffId: number | null;
  staffName: string | null;
  staffEmail: string | null;
  staffPhone: string | null;
  role: string | null;
  mustChangePassword: boolean | null;
  memberId: number | null;
  memberName: string | null;
  memberEmail: string | null;
  memberPhone: string | null;
  isForeigner: boolean | null;
  status: string | null;
  dayOfWeek: number | null;
  startMinute: number | null;
  endMinute: number | null;
}

function staffSessionUser(staff: {
  id: number;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  role: TStaffSessionUser['role'];
  mustChangePassword: boolean;
}): SessionUser {
  return {
    userType: 'teacher',
    mustChangePassword: staff.mustChangePassword,
    user: {
      teacherId: staff.id,
      name: staff.name,
      email: staff.email,
      phoneNumber: staff.phoneNumber,
      role: staff.role,
      isForeigner: false,
    },
  };
}

/** A member with the weekly lesson running today, if any (weekend slots show as none). */
function memberSessionUser(
  member: {
    id: number;
    name: string;
    email: string | null;
    phoneNumber: string | null;
    isForeigner: boolean;
    mustChangePassword: boolean;
  },
  lesson: { dayOfWeek: number; startMinute: number; endMinute: number } | undefined,
): SessionUser {
  const weekday = lesson ? WEEKDAYS[lesson.dayOfWeek - 1] : undefined;
  return {
    userType: 'user',
    mustChangePassword: member.mustChangePassword,
    user: {
      userId: member.id,
      name: member.name,
      email: member.email,
      // The session's shape has a phone: a child's own login may come without one.
      phoneNumber: member.phoneNumber ?? '',
      isForeigner: member.isForeigner,
      lessonDayOfWeek: weekday === 'Saturday' || weekday === 'Sunday' || !weekday ? null : weekday,
      lessonStartTime: lesson ? minutesToTime(lesson.startMinute) : null,
      lessonEndTime: lesson ? minutesToTime(lesson.endMinute) : null,
    },
  };
}

/** The session user from the row of `findSessionUserOfActiveSession`. */
function sessionUserOfRow(row: TSessionRow, ref: AccountRef): SessionUser | null {
  if (ref.type === 'staff') {
    if (row.staffId === null) return null;
    return staffSessionUser({
      id: row.staffId,
      name: row.staffName ?? '',
      email: row.staffEmail,
      phoneNumber: row.staffPhone,
      role: row.role as TStaffSessionUser['role'],
      mustChangePassword: row.mustChangePassword ?? false,
    });
  }
  if (row.memberId === null || row.status !== 'active') return null;
  const member = {
    id: row.memberId,
    name: row.memberName ?? '',
    email: row.memberEmail,
    phoneNumber: row.memberPhone ?? '',
    isForeigner: row.isForeigner ?? false,
    mustChangePassword: row.mustChangePassword ?? false,
  };
  const lesson =
    row.dayOfWeek === null
      ? undefined
      : {
          dayOfWeek: row.dayOfWeek,
          startMinute: row.startMinute ?? 0,
          endMinute: row.endMinute ?? 0,
        };
  return memberSessionUser(member, lesson);
}

/** Finding an account to sign in with, and its password. */
function credentialQueries(prisma: PrismaClient) {
  return {
    /** A staff login id, a member login id, or a member phone number (hyphens allowed). */
    async findForLogin(loginId: string): Promise<LoginAccount | null> {
      const staff = await prisma.staff.findUnique({ where: { loginId } });
      if (staff)
        return {
          ref: { type: 'staff', id: staff.id },
          passwordHash: staff.passwordHash,
          isActive: true,
        };
      const { phoneNumber } = loginNames(loginId);
      const member = await prisma.member.findFirst({
        where: { OR: [{ loginId }, ...(phoneNumber ? [{ phoneNumber }] : [])] },
        orderBy: { id: 'asc' },
      });
      // A child without a login of their own has no password: nobody signs in as them.
      if (!member?.passwordHash) return null;
      return {
        ref: { type: 'member', id: member.id },
        passwordHash: member.passwordHash,
        isActive: member.status === 'active',
      };
    },

    /**
     * The account that owns `email`, in any letter case, read from the registry of lower-cased
     * addresses (account_emails). Not Prisma's case-insensitive `equals`: on PostgreSQL that is an
     * ILIKE, where "_" and "%" in an address would match other accounts' addresses.
     */
    async findByEmail(
      email: string,
    ): Promise<(LoginAccount & { name: string; isForeigner: boolean }) | null> {
      const owner = await prisma.accountEmail.findUnique({
        where: { email: emailKey(email) },
        select: { member: true, staff: true },
      });
      const { member, staff } = owner ?? {};
      if (member?.passwordHash) {
        return {
          ref: { type: 'member', id: member.id },
          passwordHash: member.passwordHash,
          isActive: member.status === 'active',
          name: member.name,
          isForeigner: member.isForeigner,
        };
      }
      if (!staff) return null;
      return {
        ref: { type: 'staff', id: staff.id },
        passwordHash: staff.passwordHash,
        isActive: true,
        name: staff.name,
        isForeigner: false,
      };
    },

    async findPasswordHash(ref: AccountRef): Promise<string | null> {
      const account =
        ref.type === 'member'
          ? await prisma.member.findUnique({
              where: { id: ref.id },
              select: { passwordHash: true },
            })
          : await prisma.staff.findUnique({
              where: { id: ref.id },
              select: { passwordHash: true },
            });
      return account?.passwordHash ?? null;
    },

    /**
     * Sets the password the person chose (change or reset): it is no longer one they were
     * issued, so the need to change it ends with it.
     */
    async updatePasswordHash(
      tx: Pick<PrismaClient, 'member' | 'staff'>,
      ref: AccountRef,
      passwordHash: string,
    ): Promise<void> {
      const data = { passwordHash, mustChangePassword: false };
      if (ref.type === 'member') await tx.member.update({ where: { id: ref.id }, data });
      else await tx.staff.update({ where: { id: ref.id }, data });
    },
  };
}

/** The signed-in user as the client sees it. */
function sessionUserQueries(prisma: PrismaClient) {
  return {
    /** The signed-in user as the client sees it, or null when the account is gone or not active. */
    async findSessionUser(ref: AccountRef, now = new Date()): Promise<SessionUser | null> {
      if (ref.type === 'staff') {
        const staff = await prisma.staff.findUnique({ where: { id: ref.id } });
        return staff && staffSessionUser(staff);
      }
      const today = seoulDate(0, now);
      const member = await prisma.member.findUnique({
        where: { id: ref.id },
        include: {
          lessonSchedules: {
            where: slotsRunningBetween(today, today),
            orderBy: { effectiveFrom: 'desc' },
            take: 1,
          },
        },
      });
      if (!member || member.status !== 'active') return null;
      return memberSessionUser(member, member.lessonSchedules[0]);
    },

    /**
     * `findSessionUser` for the session `sessionId` of `ref` while it is active (not revoked, not
     * expired at `now`), or null: one statement, as every signed-in request runs it. The member's
     * lesson is the slot running today, as `slotsRunningBetween(today, today)` selects it.
     */
    async findSessionUserOfActiveSession(
      sessionId: string,
      ref: AccountRef,
      now: Date,
    ): Promise<SessionUser | null> {
      const today = toAcademyIsoDate(now);
      const [row] = await prisma.$queryRaw<TSessionRow[]>`
        SELECT st.id AS "staffId", st.name AS "staffName", st.email AS "staffEmail",
          st.phone_number AS "staffPhone", st.role::text AS "role",
          m.id AS "memberId", m.name AS "memberName", m.email AS "memberEmail",
          m.phone_number AS "memberPhone", m.is_foreigner AS "isForeigner",
          m.status::text AS "status", l.day_of_week AS "dayOfWeek",
          COALESCE(st.must_change_password, m.must_change_password) AS "mustChangePassword",
          l.start_minute AS "startMinute", l.end_minute AS "endMinute"
        FROM auth_sessions s
        LEFT JOIN staff st ON s.account_type = 'staff' AND st.id = s.staff_id
        LEFT JOIN members m ON s.account_type = 'member' AND m.id = s.member_id
        LEFT JOIN LATERAL (
          SELECT day_of_week, start_minute, end_minute FROM lesson_schedules
          WHERE member_id = m.id AND effective_from <= ${today}::date
            AND (effective_until IS NULL OR effective_until > ${today}::date)
          ORDER BY effective_from DESC LIMIT 1
        ) l ON true
        WHERE s.id = ${sessionId}::uuid AND s.revoked_at IS NULL AND s.expires_at > ${now}
          AND s.account_type = ${ref.type}::"AccountType"
          AND (CASE WHEN s.account_type = 'staff' THEN s.staff_id ELSE s.member_id END) = ${ref.id}`;
      return row ? sessionUserOfRow(row, ref) : null;
    },
  };
}

/** Data access for accounts: members and staff, as the auth rules need them. */
export function createAccountRepository(prisma: PrismaClient) {
  return {
    ...credentialQueries(prisma),
    ...sessionUserQueries(prisma),
    /** Whether the member is the guardian of the child (docs/product/families.md). */
    async isGuardianOf(guardianId: number, childId: number): Promise<boolean> {
      const child = await prisma.member.findFirst({
        where: { id: childId, guardianId },
        select: { id: true },
      });
      return child !== null;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
