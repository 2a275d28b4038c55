import type { TMemberListItem } from '@academy/contracts';

/** A member as GET /users lists one: active, a general lesson on Tuesdays 19:00–20:00. */
export function memberRow(
  identity: Pick<TMemberListItem, 'userId' | 'name'>,
  overrides: Partial<TMemberListItem> = {},
): TMemberListItem {
  return {
    ...identity,
    gender: 'female',
    birthDate: '1995-03-14',
    phoneNumber: '01012345678',
    email: 'member@example.com',
    lessonType: '일반',
    lessonDayOfWeek: 'Tuesday',
    lessonStartTime: '19:00',
    lessonEndTime: '20:00',
    assignedTime: '19:00-20:00',
    status: 'active',
    // 15:30 UTC on the 1st is already the 2nd in Seoul.
    registeredAt: '2025-03-01T15:30:00.000Z',
    isForeigner: false,
    monthlyFee: 170000,
    hasLogin: true,
    messageChannel: 'alimtalk',
    messageChannelChosenAt: null,
    guardian: null,
    ...overrides,
  };
}
