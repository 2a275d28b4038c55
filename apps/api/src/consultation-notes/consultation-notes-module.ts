import type { Router } from 'express';
import type { Clock } from '../lib/clock.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import { createConsultationNotesRepository } from './consultation-notes-repository.js';
import { consultationNotesRoutes } from './consultation-notes-routes.js';
import { createDeleteConsultationNote } from './delete-consultation-note.js';
import { createEditConsultationNote } from './edit-consultation-note.js';
import { createListConsultationNotes } from './list-consultation-notes.js';
import { createWriteConsultationNote } from './write-consultation-note.js';

/** Wires consultation notes; `now` is the app's clock, which tests fix. */
export function createConsultationNotesModule(deps: ModuleDeps & { now?: Clock | undefined }): {
  router: Router;
} {
  const useCases = {
    units: deps.units,
    notes: createConsultationNotesRepository(deps.database.prisma),
    ...(deps.now ? { now: deps.now } : {}),
  };
  return {
    router: consultationNotesRoutes({
      guards: deps.guards,
      listConsultationNotes: createListConsultationNotes(useCases),
      writeConsultationNote: createWriteConsultationNote(useCases),
      editConsultationNote: createEditConsultationNote(useCases),
      deleteConsultationNote: createDeleteConsultationNote(useCases),
    }),
  };
}
