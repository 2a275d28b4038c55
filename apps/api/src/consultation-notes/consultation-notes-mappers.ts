import type { TConsultationNote } from '@academy/contracts';
import type { StaffCaller } from '../auth/callers.js';
import { toIsoDate } from '../lib/iso-date.js';
import type { ConsultationNoteRow } from './consultation-notes-repository.js';

/** Its author or an admin may edit or delete a note (docs/product/back-office.md). */
export const mayChangeNote = (caller: StaffCaller, row: { authorId: number | null }) =>
  caller.isAdmin || row.authorId === caller.id;

export const toConsultationNote = (
  row: ConsultationNoteRow,
  caller: StaffCaller,
): TConsultationNote => ({
  id: row.id,
  memberId: row.memberId,
  date: toIsoDate(row.noteDate),
  body: row.body,
  authorId: row.authorId,
  authorName: row.author?.name ?? null,
  canEdit: mayChangeNote(caller, row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
