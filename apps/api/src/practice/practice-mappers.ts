import {
  practiceRoomFromId,
  type TPracticeCalendarSession,
  type TPracticeRoom,
  type TPracticeSession,
} from '@academy/contracts';
import type { PracticeSessionRow } from './practice-repository.js';

export function roomOf(roomId: number): TPracticeRoom {
  return practiceRoomFromId(roomId) ?? 'room1';
}

export function toPracticeSession(row: PracticeSessionRow): TPracticeSession {
  return {
    sessionId: row.id,
    bookingId: row.id,
    practiceRoom: roomOf(row.roomId),
    userId: row.memberId,
    user: { name: row.member.name },
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: row.status,
    notes: row.notes,
  };
}

/** Staff see everyone; a member sees only the times of other people's sessions. */
export function toCalendarSession(
  row: PracticeSessionRow,
  viewer: { memberId: number | null },
): TPracticeCalendarSession {
  const isMine = viewer.memberId === row.memberId;
  const visible = viewer.memberId === null || isMine;
  const session = toPracticeSession(row);
  return {
    ...session,
    userId: visible ? session.userId : 0,
    user: visible ? session.user : null,
    notes: visible ? session.notes : null,
    userName: visible ? row.member.name : null,
    isMine,
  };
}
