import {
  FEEDBACK_MESSAGES,
  LESSON_NOT_HELD_STATUSES,
  LESSON_NOTE_MESSAGES,
  toAcademyIsoDate,
  type TLessonNote,
  type TLessonNoteInput,
} from '@academy/contracts';
import { findOpenOccurrence } from '../attendance/attendance-occurrences.js';
import type { StaffCaller } from '../auth/callers.js';
import { AppError } from '../http/app-error.js';
import { systemClock } from '../lib/clock.js';
import { lessonNoteMessage } from './lesson-note-message.js';
import type { LessonNotesDeps } from './lesson-notes-deps.js';
import { toLessonNote } from './lesson-notes-mappers.js';
import type { LessonNoteRow } from './lesson-notes-repository.js';

const notHeld: readonly string[] = LESSON_NOT_HELD_STATUSES;

const auditFields = (row: LessonNoteRow | null) =>
  row && {
    piece: row.piece,
    tempoBpm: row.tempoBpm,
    homework: row.homework,
    link: row.link,
  };

/**
 * The lesson the note is for, when the caller may write it (docs/product/lesson-notes.md): a held
 * lesson of the member on that day, as attendance names one (a weekly lesson, a moved lesson on
 * its new day, a booked make-up), not after today, taught by the caller unless they are an admin.
 */
async function writableLesson(deps: LessonNotesDeps, caller: StaffCaller, input: TLessonNoteInput) {
  const member = await deps.attendance.findMember(input.memberId);
  if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
  const occurrence = await findOpenOccurrence(deps.attendance, input.memberId, input.date);
  if (input.date > toAcademyIsoDate((deps.now ?? systemClock)())) {
    throw new AppError('VALIDATION_FAILED', LESSON_NOTE_MESSAGES.notYetHeld);
  }
  if (notHeld.includes(occurrence.status)) {
    throw new AppError('VALIDATION_FAILED', LESSON_NOTE_MESSAGES.notHeld);
  }
  if (!caller.isAdmin && occurrence.teacherId !== caller.id) {
    throw new AppError('NOT_OWN_RESOURCE', LESSON_NOTE_MESSAGES.notOwnStudent);
  }
  return occurrence;
}

/**
 * Staff write or edit the note of one lesson, in one transaction with its audit row and, when
 * this call wrote it first, the member's notification. Twenty first writes at once leave one note
 * and one notification: the others find it written and edit it.
 */
export function createWriteLessonNote(deps: LessonNotesDeps) {
  const { units, notes } = deps;
  return async function writeLessonNote(
    caller: StaffCaller,
    input: TLessonNoteInput,
  ): Promise<TLessonNote> {
    const occurrence = await writableLesson(deps, caller, input);
    const row = await units.run(
      async ({ tx, notify, audit }) => {
        const before = await notes.find(tx, input.memberId, input.date);
        const created = !before && (await notes.createIfAbsent(tx, input, caller.id));
        const after = created
          ? await notes.find(tx, input.memberId, input.date)
          : await notes.update(tx, input, caller.id);
        if (!after) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        if (created) {
          notify(
            { memberId: input.memberId },
            lessonNoteMessage({ ...input, memberName: occurrence.memberName }),
          );
        }
        audit({
          action: created ? 'lesson_note.write' : 'lesson_note.edit',
          entityType: 'lesson_note',
          entityId: after.id,
          details: {
            memberId: input.memberId,
            date: input.date,
            before: auditFields(before),
            after: auditFields(after),
          },
        });
        return after;
      },
      { staffId: caller.id },
    );
    return toLessonNote(row);
  };
}

export type WriteLessonNote = ReturnType<typeof createWriteLessonNote>;
