import type { TAttendanceList, TAttendanceQuery } from '@academy/contracts';
import type { SignedInCaller } from '../auth/callers.js';
import { findOccurrences } from './attendance-occurrences.js';
import type { AttendanceRepository } from './attendance-repository.js';

/** Staff read every active member's occurrences of the range; a member reads their own. */
export function createListAttendance(deps: { attendance: AttendanceRepository }) {
  return async function listAttendance(
    caller: SignedInCaller,
    query: TAttendanceQuery,
  ): Promise<TAttendanceList> {
    const memberId = caller.kind === 'member' ? caller.id : undefined;
    const occurrences = await findOccurrences(deps.attendance, { ...query, memberId });
    return { occurrences };
  };
}

export type ListAttendance = ReturnType<typeof createListAttendance>;
