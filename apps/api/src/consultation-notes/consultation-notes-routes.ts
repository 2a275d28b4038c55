import { CONSULTATION_NOTE_MESSAGES, consultationNoteOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { DeleteConsultationNote } from './delete-consultation-note.js';
import type { EditConsultationNote } from './edit-consultation-note.js';
import type { ListConsultationNotes } from './list-consultation-notes.js';
import type { WriteConsultationNote } from './write-consultation-note.js';

/** Staff's consultation notes about a member (docs/product/back-office.md#consultation-notes). */
export function consultationNotesRoutes(deps: {
  guards: AuthGuards;
  listConsultationNotes: ListConsultationNotes;
  writeConsultationNote: WriteConsultationNote;
  editConsultationNote: EditConsultationNote;
  deleteConsultationNote: DeleteConsultationNote;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(consultationNoteOperations.listConsultationNotes, async ({ caller, params, query }) => ({
    data: await deps.listConsultationNotes(caller, params.id, query.page),
  }));

  handle(consultationNoteOperations.writeConsultationNote, async ({ caller, params, body }) => ({
    data: await deps.writeConsultationNote(caller, params.id, body),
    message: CONSULTATION_NOTE_MESSAGES.saved,
  }));

  handle(consultationNoteOperations.editConsultationNote, async ({ caller, params, body }) => ({
    data: await deps.editConsultationNote(caller, params.id, body),
    message: CONSULTATION_NOTE_MESSAGES.saved,
  }));

  handle(consultationNoteOperations.deleteConsultationNote, async ({ caller, params }) => {
    await deps.deleteConsultationNote(caller, params.id);
    return { data: null, message: CONSULTATION_NOTE_MESSAGES.deleted };
  });

  return router;
}
