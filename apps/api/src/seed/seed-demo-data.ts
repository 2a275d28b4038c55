import { hashPassword } from '../auth/password.js';
import { seoulDate } from '../lib/seoul-time.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedActivity } from './seed-activity.js';
import { seedTuition } from './seed-tuition.js';
import { checkinCodesRepository } from '../members/checkin-codes-repository.js';

const minutes = (hour: number) => hour * 60;

/** A demo member: the README account, who they are, and their weekly one-hour lesson. */
type DemoMemberProfile = Pick<
  Prisma.MemberUncheckedCreateInput,
  'birthDate' | 'gender' | 'lessonType' | 'isForeigner'
> & {
  account: { loginId: string; name: string; email: string; phoneNumber: string };
  lesson: { dayOfWeek: number; startHour: number };
};

/** 김민준: Tuesdays 19:00. */
const STUDENT_PROFILE: DemoMemberProfile = {
  account: DEMO_ACCOUNTS.student,
  birthDate: new Date(Date.UTC(2001, 2, 15)),
  gender: 'male',
  lessonType: 'general',
  lesson: { dayOfWeek: 2, startHour: 19 },
};

/** The foreign member: Thursdays 18:00, in English. */
const FOREIGN_PROFILE: DemoMemberProfile = {
  account: DEMO_ACCOUNTS.foreign,
  birthDate: new Date(Date.UTC(1994, 7, 2)),
  gender: 'female',
  lessonType: 'beginner',
  isForeigner: true,
  lesson: { dayOfWeek: 4, startHour: 18 },
};

/** A demo member taught by the demo teacher since `lessonsSince`, at the standard fee. */
async function createDemoMember(
  tx: Prisma.TransactionClient,
  profile: DemoMemberProfile,
  passwordHash: string,
  { teacherId, lessonsSince }: { teacherId: number; lessonsSince: Date },
) {
  const { account, lesson, ...person } = profile;
  return tx.member.create({
    data: {
      loginId: account.loginId,
      passwordHash,
      name: account.name,
      email: account.email,
      phoneNumber: account.phoneNumber,
      ...person,
      monthlyFee: 170_000,
      teacherId,
      checkinCode: await checkinCodesRepository.pickFree(tx),
      registeredAt: lessonsSince,
      lessonSchedules: {
        create: {
          teacherId,
          dayOfWeek: lesson.dayOfWeek,
          startMinute: minutes(lesson.startHour),
          endMinute: minutes(lesson.startHour + 1),
          effectiveFrom: lessonsSince,
        },
      },
    },
  });
}

/**
 * Creates the demo academy when the database has no staff yet, so every screen has real
 * data on a fresh start. Returns whether it seeded. Runs in one transaction: all or nothing.
 */
export async function seedDemoDataIfEmpty(
  prisma: PrismaClient,
  now = new Date(),
): Promise<boolean> {
  if ((await prisma.staff.count()) > 0) return false;
  const [adminHash, studentHash, foreignHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.student.password),
    hashPassword(DEMO_ACCOUNTS.foreign.password),
  ]);

  await prisma.$transaction(async (tx) => {
    const teacher = await tx.staff.create({
      data: {
        loginId: DEMO_ACCOUNTS.admin.loginId,
        passwordHash: adminHash,
        name: DEMO_ACCOUNTS.admin.name,
        email: DEMO_ACCOUNTS.admin.email,
        phoneNumber: DEMO_ACCOUNTS.admin.phoneNumber,
        role: 'admin',
      },
    });
    const lessonsSince = seoulDate(-60, now);
    const taught = { teacherId: teacher.id, lessonsSince };
    const student = await createDemoMember(tx, STUDENT_PROFILE, studentHash, taught);
    const foreign = await createDemoMember(tx, FOREIGN_PROFILE, foreignHash, taught);
    await seedActivity(tx, { teacher, student, foreign, now });
    await seedTuition(tx, { student, foreign, now });
  });
  return true;
}
