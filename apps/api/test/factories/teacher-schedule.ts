import type { Express } from 'express';
import {
  addDaysToIsoDate,
  toAcademyIsoDate,
  type TPersonalScheduleCreateInput,
} from '@academy/contracts';
import { signedInAgent } from '../auth-helpers.js';
import { hashPassword } from '../../src/auth/password.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';

export type { Agent } from '../demo-academy.js';

export const OTHER_TEACHER = { loginId: 'teacher2', password: 'teacher1234' } as const;

/** A second staff account (role teacher) that owns none of the demo schedules. */
export async function signedInOtherTeacher(app: Express, prisma: PrismaClient) {
  const staff = await prisma.staff.create({
    data: {
      loginId: OTHER_TEACHER.loginId,
      passwordHash: await hashPassword(OTHER_TEACHER.password),
      name: '이선생',
      email: 'teacher2@example.com',
    },
  });
  return { id: staff.id, agent: await signedInAgent(app, OTHER_TEACHER) };
}

/** The academy's today, and a day relative to it (Asia/Seoul). */
export const seoulToday = () => toAcademyIsoDate(new Date());
export const seoulDay = (days: number) => addDaysToIsoDate(seoulToday(), days);

/** A valid one-off event far in the future; tests override what they check. */
export function scheduleBody(
  overrides: Partial<Record<keyof TPersonalScheduleCreateInput, unknown>> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: '병원 진료',
    scheduleDate: '2031-03-05',
    startTime: '10:00',
    endTime: '11:00',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/** A pending one-day application (the guest form's fields), for the calendar tests. */
export async function addOnedayApplication(prisma: PrismaClient, name: string): Promise<number> {
  const row = await prisma.onedayApplication.create({
    data: {
      name,
      birthDate: new Date('1999-05-05T00:00:00.000Z'),
      phoneNumber: '01044445555',
      preferredTime: '오후',
    },
  });
  return row.id;
}

/** A one-day class of 14:00–15:00 on `date`, as a client posts it after confirming. */
export function onedayClassBody(relatedId: number, date: string): Record<string, unknown> {
  return scheduleBody({
    title: '원데이 클래스',
    scheduleDate: date,
    startTime: '14:00',
    endTime: '15:00',
    scheduleType: 'oneday_class',
    relatedId,
    studentName: '원데이',
    studentContact: '01044445555',
  });
}
