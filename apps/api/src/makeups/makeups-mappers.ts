import {
  minutesToTime,
  type TMakeupCredit,
  type TMakeupCreditState,
  type TMakeupLesson,
  type TMakeupLessonStatus,
} from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import type { MakeupCreditRow, MakeupLessonRow } from './makeups-repository.js';

/** The one ledger state of a credit today, in the order the ledger counts them. */
function creditState(row: MakeupCreditRow, today: string): TMakeupCreditState {
  if (row.voidedAt) return 'voided';
  if (row.makeups.length > 0) return 'spent';
  return toIsoDate(row.expiresOn) < today ? 'expired' : 'open';
}

export function toMakeupCredit(row: MakeupCreditRow, today: string): TMakeupCredit {
  return {
    id: row.id,
    source: row.source,
    lessonDate: row.lessonDate ? toIsoDate(row.lessonDate) : null,
    expiresOn: toIsoDate(row.expiresOn),
    state: creditState(row, today),
    reason: row.reason,
    voidReason: row.voidReason,
  };
}

/** Cancelled make-ups are never listed, so the status is one the contract knows. */
function listedStatus(status: MakeupLessonRow['status']): TMakeupLessonStatus {
  if (status === 'cancelled') throw new Error('A cancelled make-up is not listed');
  return status;
}

export function toMakeupLesson(row: MakeupLessonRow): TMakeupLesson {
  return {
    id: row.id,
    creditId: row.creditId,
    memberId: row.memberId,
    memberName: row.member.name,
    teacherName: row.teacher.name,
    date: toIsoDate(row.lessonDate),
    startTime: minutesToTime(row.startMinute),
    endTime: minutesToTime(row.endMinute),
    status: listedStatus(row.status),
    response: row.teacherResponse,
    createdAt: row.createdAt.toISOString(),
  };
}
