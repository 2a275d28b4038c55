import { lessonNotesOperation } from '../common/operation-tags';
import { ZOwnPageQuery } from '../practice-log/practice-log.schemas';
import {
  ZDayLessonNotes,
  ZDayLessonNotesQuery,
  ZLessonNote,
  ZLessonNoteInput,
  ZMyLessonNotes,
} from './lesson-notes.schemas';

export const writeLessonNote = lessonNotesOperation({
  method: 'put',
  path: '/lesson-notes',
  summary: 'Write or edit the note of one lesson',
  notes:
    'One note per member and lesson day: a weekly lesson, a moved lesson on its new day or a booked make-up (400 for a day with no lesson of the member or a closed day). A teacher writes only for lessons they teach (403, NOT_OWN_RESOURCE); an admin for any. Audited; the member (or their guardian) is told when the note is first written.',
  access: 'staff',
  body: ZLessonNoteInput,
  data: ZLessonNote,
  errors: ['NOT_FOUND', 'NOT_OWN_RESOURCE', 'VALIDATION_FAILED'],
});

export const listMyLessonNotes = lessonNotesOperation({
  method: 'get',
  path: '/lesson-notes/mine',
  summary: 'My lesson notes, newest lesson first',
  access: 'member',
  actsForChild: true,
  query: ZOwnPageQuery,
  data: ZMyLessonNotes,
});

export const listDayLessonNotes = lessonNotesOperation({
  method: 'get',
  path: '/lesson-notes/day',
  summary:
    "A day's lessons with their notes and each member's practice since their previous lesson",
  access: 'staff',
  query: ZDayLessonNotesQuery,
  data: ZDayLessonNotes,
});
