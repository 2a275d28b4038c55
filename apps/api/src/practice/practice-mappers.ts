import {
  practiceRoomFromId,
  practiceStatusAt,
  type TPracticeCalendarSession,
  type TPracticeRoom,
  type TPracticeSession,
} from '@academy/contracts';
import type { PracticeSessionRow } from './practice-repository.js';

export function roomOf(roomId: number): TPracticeRoom {
  return practiceRoomFromId(roomId) ?? 'room1';
}

/** `now` decides whether a booking whose end has passed reads as completed. */
export function toPracticeSession(row: PracticeSessionRow, now: Date): TPracticeSession {
  const endTime = row.endTime.toISOString();
  return {
    sessionId: row.id,
    bookingId: row.id,
    practiceRoom: roomOf(row.roomId),
    userId: row.memberId,
    user: { name: row.member.name },
    startTime: row.startTime.toISOString(),
    endTime,
    status: practiceStatusAt({ status: row.status, endTime }, now),
    notes: row.notes,
  };
}

/** Staff see everyone; a member sees only the times of other people's sessions. */
export function toCalendarSession(
  row: PracticeSessionRow,
  viewer: { memberId: number | null },
  now: Date,
): TPracticeCalendarSession {
  const isMine = viewer.memberId === row.memberId;
  const visible = viewer.memberId === null || isMine;
  const session = toPracticeSession(row, now);
  return {
    ...session,
    userId: visible ? session.userId : 0,
    user: visible ? session.user : null,
    notes: visible ? session.notes : null,
    userName: visible ? row.member.name : null,
    isMine,
  };
}
