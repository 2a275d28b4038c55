import { useState } from 'react';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { format } from '@/i18n/format';
import { useLessonNotesCopy } from '@/i18n/sections/lesson-notes';
import { useDayLessonNote } from '../api/get-day-lesson-notes';
import { LessonNoteDialog } from './LessonNoteDialog';
import { PracticeSummary } from './PracticeSummary';
import styles from './LessonNotes.module.css';

type TLessonNoteActionProps = {
  /** The lesson, as the day's attendance lists it. */
  lesson: { memberId: number; memberName: string; date: string };
};

/**
 * Under one lesson of the day's attendance: the member's practice since their previous lesson and,
 * for the lesson's teacher or an admin, the "Lesson note" button that opens the note's dialog.
 */
export function LessonNoteAction({
  lesson: { memberId, memberName, date },
}: TLessonNoteActionProps) {
  const copy = useLessonNotesCopy().staff;
  const { query, lesson } = useDayLessonNote(memberId, date);
  const [open, setOpen] = useState(false);
  if (query.isError) return <p className={styles.practice}>{copy.loadFailed}</p>;
  if (!lesson) return null;
  const label = format(lesson.note ? copy.editLabel : copy.writeLabel, { name: memberName });
  return (
    <div>
      <PracticeSummary practice={lesson.practice} />
      {lesson.canWrite && (
        <div className={styles.action}>
          <StaffButton aria-label={label} onClick={() => setOpen(true)}>
            {lesson.note ? copy.edit : copy.write}
          </StaffButton>
          {lesson.note && <span className={styles.practice}>{lesson.note.piece}</span>}
        </div>
      )}
      {open && (
        <LessonNoteDialog lesson={lesson} memberName={memberName} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}
