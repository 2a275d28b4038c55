import {
  minutesToTime,
  WEEKDAYS,
  type TMemberSessionUser,
  type TStaffSessionUser,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { seoulDate } from '../lib/seoul-time.js';
import type { AccountRef } from './account-ref.js';
import { loginNames } from './login-names.js';
import { slotsRunningBetween } from '../schedule/lesson-row-filters.js';

export type SessionUser =
  { userType: 'user'; user: TMemberSessionUser } | { userType: 'teacher'; user: TStaffSessionUser };

export interface LoginAccount {
  ref: AccountRef;
  passwordHash: string;
  isActive: boolean;
}

/** Data access for accounts: members and staff, as the auth rules need them. */
export function createAccountRepository(prisma: PrismaClient) {
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
      if (!member) return null;
      return {
        ref: { type: 'member', id: member.id },
        passwordHash: member.passwordHash,
        isActive: member.status === 'active',
      };
    },

    async findByEmail(
      email: string,
    ): Promise<(LoginAccount & { name: string; isForeigner: boolean }) | null> {
      const normalized = email.trim().toLowerCase();
      const member = await prisma.member.findFirst({
        where: { email: { equals: normalized, mode: 'insensitive' } },
      });
      if (member) {
        return {
          ref: { type: 'member', id: member.id },
          passwordHash: member.passwordHash,
          isActive: member.status === 'active',
          name: member.name,
          isForeigner: member.isForeigner,
        };
      }
      const staff = await prisma.staff.findFirst({
        where: { email: { equals: normalized, mode: 'insensitive' } },
      });
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

    /** The signed-in user as the client sees it, or null when the account is gone or not active. */
    async findSessionUser(ref: AccountRef, now = new Date()): Promise<SessionUser | null> {
      if (ref.type === 'staff') {
        const staff = await prisma.staff.findUnique({ where: { id: ref.id } });
        if (!staff) return null;
        return {
          userType: 'teacher',
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
      const lesson = member.lessonSchedules[0];
      const weekday = lesson ? WEEKDAYS[lesson.dayOfWeek - 1] : undefined;
      return {
        userType: 'user',
        user: {
          userId: member.id,
          name: member.name,
          email: member.email,
          phoneNumber: member.phoneNumber,
          isForeigner: member.isForeigner,
          lessonDayOfWeek:
            weekday === 'Saturday' || weekday === 'Sunday' || !weekday ? null : weekday,
          lessonStartTime: lesson ? minutesToTime(lesson.startMinute) : null,
          lessonEndTime: lesson ? minutesToTime(lesson.endMinute) : null,
        },
      };
    },

    async updatePasswordHash(
      tx: Pick<PrismaClient, 'member' | 'staff'>,
      ref: AccountRef,
      passwordHash: string,
    ): Promise<void> {
      if (ref.type === 'member')
        await tx.member.update({ where: { id: ref.id }, data: { passwordHash } });
      else await tx.staff.update({ where: { id: ref.id }, data: { passwordHash } });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
