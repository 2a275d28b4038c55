import {
  buildPagination,
  CONSULTATION_NOTE_LIMITS,
  FEEDBACK_MESSAGES,
  type TConsultationNotes,
} from '@academy/contracts';
import type { StaffCaller } from '../auth/callers.js';
import { AppError } from '../http/app-error.js';
import type { ConsultationNotesDeps } from './consultation-notes-deps.js';
import { toConsultationNote } from './consultation-notes-mappers.js';

/** A member's consultation notes, newest day first, a page at a time (staff only). */
export function createListConsultationNotes(deps: Pick<ConsultationNotesDeps, 'notes'>) {
  return async function listConsultationNotes(
    caller: StaffCaller,
    memberId: number,
    page: number,
  ): Promise<TConsultationNotes> {
    if (!(await deps.notes.findMember(memberId))) {
      throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    }
    const [rows, total] = await deps.notes.findPage(memberId, page);
    return {
      notes: rows.map((row) => toConsultationNote(row, caller)),
      pagination: buildPagination({ total, page, limit: CONSULTATION_NOTE_LIMITS.PAGE_SIZE }),
    };
  };
}

export type ListConsultationNotes = ReturnType<typeof createListConsultationNotes>;
