import { consultationNotesOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import { CONSULTATION_NOTE_LIMITS } from './consultation-notes.limits';
import {
  ZConsultationNote,
  ZConsultationNoteInput,
  ZConsultationNotes,
  ZConsultationNotesQuery,
} from './consultation-notes.schemas';

const staffOnly =
  'Staff only: no member-facing answer, no data export and no notification carries a note.';

export const listConsultationNotes = consultationNotesOperation({
  method: 'get',
  path: '/users/:id/consultation-notes',
  summary: "A member's consultation notes, newest day first",
  notes: `${CONSULTATION_NOTE_LIMITS.PAGE_SIZE} a page. ${staffOnly}`,
  access: 'staff',
  params: ZIdParams,
  query: ZConsultationNotesQuery,
  data: ZConsultationNotes,
  errors: ['NOT_FOUND'],
});

export const writeConsultationNote = consultationNotesOperation({
  method: 'post',
  path: '/users/:id/consultation-notes',
  summary: 'Write a consultation note about a member',
  notes: `A Seoul day not after today and 1 to ${CONSULTATION_NOTE_LIMITS.BODY} characters (400); the author is the caller. Audited. ${staffOnly}`,
  access: 'staff',
  params: ZIdParams,
  body: ZConsultationNoteInput,
  data: ZConsultationNote,
  successStatus: 201,
  errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
});

export const editConsultationNote = consultationNotesOperation({
  method: 'patch',
  path: '/consultation-notes/:id',
  summary: 'Edit a consultation note',
  notes:
    'Its author or an admin (403, NOT_OWN_RESOURCE); the same bounds as writing one. Audited with the text before and after.',
  access: 'staff',
  params: ZIdParams,
  body: ZConsultationNoteInput,
  data: ZConsultationNote,
  errors: ['NOT_FOUND', 'NOT_OWN_RESOURCE', 'VALIDATION_FAILED'],
});

export const deleteConsultationNote = consultationNotesOperation({
  method: 'delete',
  path: '/consultation-notes/:id',
  summary: 'Delete a consultation note',
  notes: 'Its author or an admin (403, NOT_OWN_RESOURCE). Audited.',
  access: 'staff',
  params: ZIdParams,
  data: null,
  errors: ['NOT_FOUND', 'NOT_OWN_RESOURCE'],
});
