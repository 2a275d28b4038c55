import type { StaffCaller } from '../auth/callers.js';
import { auditedNote, changeableNote, noteGone } from './consultation-note-rules.js';
import type { ConsultationNotesDeps } from './consultation-notes-deps.js';

/** Its author or an admin deletes a consultation note; of simultaneous deletes one does. */
export function createDeleteConsultationNote(deps: ConsultationNotesDeps) {
  const { units, notes } = deps;
  return async function deleteConsultationNote(caller: StaffCaller, id: number): Promise<void> {
    await units.run(
      async ({ tx, audit }) => {
        const row = changeableNote(await notes.find(tx, id), caller);
        if (!(await notes.delete(tx, id))) throw noteGone();
        audit({
          action: 'consultation_note.delete',
          entityType: 'consultation_note',
          entityId: id,
          details: auditedNote(row),
        });
      },
      { staffId: caller.id },
    );
  };
}

export type DeleteConsultationNote = ReturnType<typeof createDeleteConsultationNote>;
