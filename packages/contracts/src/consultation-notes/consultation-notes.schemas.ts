import { z } from 'zod';
import { isoDateField } from '../common/dates';
import { pagedList } from '../common/pagination';
import { requiredText } from '../common/text-fields';
import { CONSULTATION_NOTE_LIMITS } from './consultation-notes.limits';

/**
 * POST /users/:id/consultation-notes and PATCH /consultation-notes/:id (staff): the Seoul day of
 * the consultation (not after today, checked by the API against the Seoul clock) and its text.
 */
export const ZConsultationNoteInput = z.object({
  date: isoDateField(),
  body: requiredText('consultationNoteBodyRequired', CONSULTATION_NOTE_LIMITS.BODY, 'multi'),
});
export type TConsultationNoteInput = z.infer<typeof ZConsultationNoteInput>;
export type TConsultationNoteFormInput = z.input<typeof ZConsultationNoteInput>;

export const ZConsultationNote = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  date: z.string(),
  body: z.string(),
  /** Who wrote it; null once that staff account is gone. */
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  /** Whether the caller may edit or delete it: its author, or an admin. */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConsultationNote = z.infer<typeof ZConsultationNote>;

export const ZConsultationNotesQuery = z.object({
  page: z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(CONSULTATION_NOTE_LIMITS.MAX_PAGE, { error: 'invalidValue' })
    .default(1),
});
export type TConsultationNotesQuery = z.infer<typeof ZConsultationNotesQuery>;

/** GET /users/:id/consultation-notes: newest consultation day first. */
export const ZConsultationNotes = pagedList({ notes: z.array(ZConsultationNote) });
export type TConsultationNotes = z.infer<typeof ZConsultationNotes>;
