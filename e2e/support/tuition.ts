import { expect, type APIRequestContext } from '@playwright/test';

export interface NewMember {
  name: string;
  /** The weekly slot the admin gives, apart from every other journey's. */
  weekday: 'Wednesday' | 'Thursday';
  startTime: string;
  endTime: string;
  email: string;
  phoneNumber: string;
}

/**
 * A member of the journey's own, approved today, so this month's due is theirs alone and the
 * desktop and mobile runs never mark each other's dues: a guest applies, then the admin (whose
 * session `request` carries) approves at the default fee, which issues the month's due.
 */
export async function approveNewMember(
  request: APIRequestContext,
  member: NewMember,
): Promise<void> {
  const applied = await request.post('/api/lessons/apply', {
    data: {
      name: member.name,
      birthDate: '19950505',
      gender: 'female',
      phoneNumber: member.phoneNumber,
      email: member.email,
      preferredTime: '',
      lessonType: '일반',
      message: '',
      isForeigner: false,
    },
  });
  expect(applied.status()).toBe(201);
  const { data } = (await applied.json()) as { data: { requestId: number } };
  const approved = await request.patch(`/api/lessons/requests/${data.requestId}/approve`, {
    data: {
      lessonDayOfWeek: member.weekday,
      lessonStartTime: member.startTime,
      lessonEndTime: member.endTime,
      monthlyFee: 170_000,
    },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
