import { z } from 'zod';
import type { TBilingualText } from '../common/language';
import { recordOf } from '../common/records';
import { REQUEST_STATE_LABELS } from '../common/request-states';

export const PRACTICE_ROOMS = ['room1', 'room2', 'room3'] as const;
export const ZPracticeRoom = z.enum(PRACTICE_ROOMS, { error: 'practiceRoomInvalid' });
export type TPracticeRoom = z.infer<typeof ZPracticeRoom>;

/** Booking payloads use a numeric roomId 1..3; sessions report room1..room3. */
export function practiceRoomFromId(roomId: number): TPracticeRoom | null {
  return PRACTICE_ROOMS[roomId - 1] ?? null;
}

export function roomIdFromPracticeRoom(room: TPracticeRoom): number {
  return PRACTICE_ROOMS.indexOf(room) + 1;
}

/** Rooms are named by their number (room2 is 드럼 연습실 2). */
export const PRACTICE_ROOM_LABELS = recordOf(PRACTICE_ROOMS, (room) => ({
  ko: `드럼 연습실 ${roomIdFromPracticeRoom(room)}`,
  en: `Drum practice room ${roomIdFromPracticeRoom(room)}`,
}));

export const PRACTICE_SESSION_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export const ZPracticeSessionStatus = z.enum(PRACTICE_SESSION_STATUSES, { error: 'invalidValue' });
export type TPracticeSessionStatus = z.infer<typeof ZPracticeSessionStatus>;

/** docs/product/entities.md: `scheduled` is shown as booked. */
export const PRACTICE_SESSION_STATUS_LABELS = {
  scheduled: { ko: '예약됨', en: 'Booked' },
  cancelled: REQUEST_STATE_LABELS.cancelled,
  completed: { ko: '이용완료', en: 'Completed' },
} as const satisfies Record<TPracticeSessionStatus, TBilingualText>;
