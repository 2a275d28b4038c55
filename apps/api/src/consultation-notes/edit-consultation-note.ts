import type { TConsultationNote, TConsultationNoteInput } from '@academy/contracts';
import type { StaffCaller } from '../auth/callers.js';
import {
  assertNotInFuture,
  auditedNote,
  changeableNote,
  noteGone,
} from './consultation-note-rules.js';
import type { ConsultationNotesDeps } from './consultation-notes-deps.js';
import { toConsultationNote } from './consultation-notes-mappers.js';

/**
 * Its author or an admin edits a consultation note. A note deleted meanwhile answers 404 rather
 * than being written back.
 */
export function createEditConsultationNote(deps: ConsultationNotesDeps) {
  const { units, notes } = deps;
  return async function editConsultationNote(
    caller: StaffCaller,
    id: number,
    input: TConsultationNoteInput,
  ): Promise<TConsultationNote> {
    assertNotInFuture(deps, input);
    const row = await units.run(
      async ({ tx, audit }) => {
        const before = changeableNote(await notes.find(tx, id), caller);
        if (!(await notes.update(tx, id, input))) throw noteGone();
        const after = await notes.find(tx, id);
        if (!after) throw noteGone();
        audit({
          action: 'consultation_note.edit',
          entityType: 'consultation_note',
          entityId: id,
          details: { before: auditedNote(before), after: auditedNote(after) },
        });
        return after;
      },
      { staffId: caller.id },
    );
    return toConsultationNote(row, caller);
  };
}

export type EditConsultationNote = ReturnType<typeof createEditConsultationNote>;
