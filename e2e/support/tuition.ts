import { expect, type APIRequestContext } from '@playwright/test';

export interface NewMember {
  name: string;
  /** The weekly slot the admin gives, apart from every other journey's. */
  weekday: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
  startTime: string;
  endTime: string;
  email: string;
  phoneNumber: string;
}

/** A new member's first due as the approval preview answers it (docs/product/tuition.md). */
export interface FirstDue {
  kind: 'full_month' | 'prorated' | 'next_month';
  /** YYYY-MM: this month, or the next when no lesson of this one is left. */
  month: string;
  amount: number;
  dueDate: string;
  proration: { lessons: number; monthLessons: number } | null;
}

/** A documentation address (198.51.100.0/24) of the member's own, from their phone number. */
function householdOf(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  const hash = [...digits].reduce(
    (sum, digit, index) => (sum * 31 + Number(digit) + index) % 9973,
    7,
  );
  return `198.51.100.${(hash % 254) + 1}`;
}

/** The account the approval made: its login id and the temporary password it answered. */
export interface NewAccount {
  loginId: string;
  temporaryPassword: string;
}

/**
 * A member of the journey's own, approved today, so their first due is theirs alone and the
 * desktop and mobile runs never mark each other's dues: a guest applies, then the admin (whose
 * session `request` carries) previews the first due and approves at the default fee, which
 * issues it. Answers the first due: this month's (whole or pro-rated) or the next month's.
 */
export async function approveNewMember(
  request: APIRequestContext,
  member: NewMember,
): Promise<FirstDue> {
  return (await approveNewMemberWithAccount(request, member)).firstDue;
}

/** As approveNewMember, also answering the new member's account. */
export async function approveNewMemberWithAccount(
  request: APIRequestContext,
  member: NewMember,
): Promise<{ firstDue: FirstDue; account: NewAccount }> {
  const applied = await request.post('/api/lessons/apply', {
    // Each new member applies from a household of its own, as the hourly limit per address
    // would otherwise refuse the journeys' many applications from one machine.
    headers: { 'X-Forwarded-For': householdOf(member.phoneNumber) },
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
  const preview = await request.get(`/api/lessons/requests/${data.requestId}/first-due`, {
    params: {
      lessonDayOfWeek: member.weekday,
      lessonStartTime: member.startTime,
      monthlyFee: 170_000,
    },
  });
  expect(preview.status(), await preview.text()).toBe(200);
  const firstDue = ((await preview.json()) as { data: FirstDue }).data;
  const approved = await request.patch(`/api/lessons/requests/${data.requestId}/approve`, {
    data: {
      lessonDayOfWeek: member.weekday,
      lessonStartTime: member.startTime,
      lessonEndTime: member.endTime,
      monthlyFee: 170_000,
    },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const { loginId, temporaryPassword } = ((await approved.json()) as { data: NewAccount }).data;
  return { firstDue, account: { loginId, temporaryPassword } };
}
