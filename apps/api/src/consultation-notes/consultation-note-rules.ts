import {
  CONSULTATION_NOTE_MESSAGES,
  FEEDBACK_MESSAGES,
  toAcademyIsoDate,
  type TConsultationNoteInput,
} from '@academy/contracts';
import type { StaffCaller } from '../auth/callers.js';
import { AppError } from '../http/app-error.js';
import { systemClock } from '../lib/clock.js';
import { toIsoDate } from '../lib/iso-date.js';
import type { ConsultationNotesDeps } from './consultation-notes-deps.js';
import { mayChangeNote } from './consultation-notes-mappers.js';
import type { ConsultationNoteRow } from './consultation-notes-repository.js';

/** A consultation is noted on the Seoul day it took place: today or earlier. */
export function assertNotInFuture(deps: ConsultationNotesDeps, input: TConsultationNoteInput) {
  if (input.date > toAcademyIsoDate((deps.now ?? systemClock)())) {
    throw new AppError('VALIDATION_FAILED', CONSULTATION_NOTE_MESSAGES.futureDate);
  }
}

/** The note the caller may change: 404 when it is gone, 403 when it is another's. */
export function changeableNote(
  row: ConsultationNoteRow | null,
  caller: StaffCaller,
): ConsultationNoteRow {
  if (!row) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
  if (!mayChangeNote(caller, row)) {
    throw new AppError('NOT_OWN_RESOURCE', CONSULTATION_NOTE_MESSAGES.notOwnNote);
  }
  return row;
}

export const noteGone = () => new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);

/**
 * What the audit log keeps of a note: its day and length, never its text, which the audit log
 * would keep after the member is anonymized and the note erased (docs/product/privacy.md).
 */
export const auditedNote = (row: { memberId: number; noteDate: Date; body: string }) => ({
  memberId: row.memberId,
  date: toIsoDate(row.noteDate),
  length: row.body.length,
});
