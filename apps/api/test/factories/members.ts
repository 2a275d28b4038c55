import type { TGuardianRelation } from '@academy/contracts';
import { signedInAgent } from '../auth-helpers.js';
import type { TestApp } from '../test-app.js';
import { hashPassword } from '../../src/auth/password.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { seoulDate } from '../../src/lib/seoul-time.js';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.js';

export const MEMBER_PASSWORD = 'member-pass-1';

interface TOwnContact {
  loginId: string | null;
  email: string | null;
  phoneNumber: string | null;
}

/** A member row with a login, an e-mail and a phone of their own. */
export type WithOwnLogin<T extends TOwnContact> = T & {
  loginId: string;
  email: string;
  phoneNumber: string;
};

/**
 * The member, known to have a login and contact of their own (every member but a family's child
 * without one): fails the test otherwise.
 */
export function withOwnLogin<T extends TOwnContact>(member: T): WithOwnLogin<T> {
  const { loginId, email, phoneNumber } = member;
  if (loginId === null || email === null || phoneNumber === null)
    throw new Error(`member has no login of their own: ${JSON.stringify(member)}`);
  return { ...member, loginId, email, phoneNumber };
}

/**
 * A test member's login and contact columns: the login id is `prefix` and the phone, the address
 * is made from the phone, and the password is stored hashed.
 */
export async function memberLoginColumns(
  prefix: string,
  input: { name: string; phone: string },
  password: string,
) {
  return {
    loginId: `${prefix}${input.phone}`,
    passwordHash: await hashPassword(password),
    name: input.name,
    email: `${input.phone}@example.com`,
    phoneNumber: input.phone,
  };
}

/** A weekly slot of one hour with `teacherId`, running since `effectiveFrom`. */
export function hourLongSlot(
  teacherId: number,
  slot: { dayOfWeek: number; startMinute: number },
  effectiveFrom: Date,
) {
  return {
    teacherId,
    dayOfWeek: slot.dayOfWeek,
    startMinute: slot.startMinute,
    endMinute: slot.startMinute + 60,
    effectiveFrom,
  };
}

/** A member of the demo academy's teacher, with a weekly slot since 10 weeks ago when asked. */
export async function addMember(
  prisma: PrismaClient,
  input: {
    name: string;
    phone: string;
    slot?: { dayOfWeek: number; startMinute: number };
  },
) {
  const teacher = await prisma.staff.findUniqueOrThrow({
    where: { loginId: DEMO_ACCOUNTS.admin.loginId },
  });
  const member = await prisma.member.create({
    data: {
      ...(await memberLoginColumns('m', input, MEMBER_PASSWORD)),
      gender: 'male',
      lessonType: 'general',
      monthlyFee: 170_000,
      teacherId: teacher.id,
      ...(input.slot
        ? {
            lessonSchedules: { create: hourLongSlot(teacher.id, input.slot, seoulDate(-70)) },
          }
        : {}),
    },
  });
  return withOwnLogin(member);
}

/** A member added (as `addMember` does) in the family of `guardian`, who acts for them as `relation`. */
export async function addChildOf(
  prisma: PrismaClient,
  guardian: { id: number },
  relation: TGuardianRelation,
  input: Parameters<typeof addMember>[1],
) {
  const child = await addMember(prisma, input);
  await prisma.member.update({
    where: { id: child.id },
    data: { guardianId: guardian.id, guardianRelation: relation },
  });
  return child;
}

/** The phone of the `n`th member or applicant a test adds: `prefix` and `n` in four digits. */
export function numberedPhone(prefix: string, n: number) {
  return `${prefix}${String(n).padStart(4, '0')}`;
}

/** Signs a member that `addMember` added in, with its password: an agent holding the session. */
export function signInMember(testApp: Pick<TestApp, 'app'>, member: { loginId: string }) {
  return signedInAgent(testApp.app, { loginId: member.loginId, password: MEMBER_PASSWORD });
}

/** A member as `addMember` adds one, signed in: the member's row and its agent. */
export async function addSignedInMember(
  testApp: Pick<TestApp, 'app' | 'database'>,
  input: Parameters<typeof addMember>[1],
) {
  const member = await addMember(testApp.database.prisma, input);
  return { member, agent: await signInMember(testApp, member) };
}
