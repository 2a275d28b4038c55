import {
  FEEDBACK_MESSAGES,
  type TConsultationNote,
  type TConsultationNoteInput,
} from '@academy/contracts';
import type { StaffCaller } from '../auth/callers.js';
import { AppError } from '../http/app-error.js';
import { assertNotInFuture, auditedNote } from './consultation-note-rules.js';
import type { ConsultationNotesDeps } from './consultation-notes-deps.js';
import { toConsultationNote } from './consultation-notes-mappers.js';

/**
 * Staff note a consultation about a member (docs/product/back-office.md#consultation-notes): any
 * staff member, about any member not anonymized; the caller is its author. Nobody is told: the
 * note is staff's only.
 */
export function createWriteConsultationNote(deps: ConsultationNotesDeps) {
  const { units, notes } = deps;
  return async function writeConsultationNote(
    caller: StaffCaller,
    memberId: number,
    input: TConsultationNoteInput,
  ): Promise<TConsultationNote> {
    assertNotInFuture(deps, input);
    if (!(await notes.findMember(memberId))) {
      throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    }
    const row = await units.run(
      async ({ tx, audit }) => {
        const created = await notes.create(tx, memberId, caller.id, input);
        audit({
          action: 'consultation_note.write',
          entityType: 'consultation_note',
          entityId: created.id,
          details: auditedNote(created),
        });
        return created;
      },
      { staffId: caller.id },
    );
    return toConsultationNote(row, caller);
  };
}

export type WriteConsultationNote = ReturnType<typeof createWriteConsultationNote>;
