import type { TLessonNote } from '@academy/contracts';
import { useState } from 'react';
import { MemberCard } from '@/components/member-area/MemberCard';
import { MemberFact } from '@/components/member-area/MemberFact';
import { MemberQueryContent } from '@/components/member-area/MemberQueryContent';
import memberStyles from '@/components/member-area/Member.module.css';
import { Pagination } from '@/components/pagination/Pagination';
import { useLessonNotesCopy } from '@/i18n/sections/lesson-notes';
import { useMyLessonNotes } from '../api/get-my-lesson-notes';
import styles from './LessonNotes.module.css';

/** One note: the lesson day and piece, then the tempo, homework, link and teacher when given. */
function NoteItem({ note }: { note: TLessonNote }) {
  const copy = useLessonNotesCopy().member;
  return (
    <li className={styles.note}>
      <div className={memberStyles.itemTop}>
        <strong>{note.piece}</strong>
        <span className={memberStyles.muted}>{note.date}</span>
      </div>
      <dl className={memberStyles.facts}>
        {note.tempoBpm !== null && (
          <MemberFact label={copy.tempo}>{`${note.tempoBpm} BPM`}</MemberFact>
        )}
        {note.homework && (
          <MemberFact label={copy.homework}>
            <span className={styles.homework}>{note.homework}</span>
          </MemberFact>
        )}
        {note.link && (
          <MemberFact label={copy.link}>
            <a href={note.link} target="_blank" rel="noopener noreferrer nofollow">
              {note.link}
            </a>
          </MemberFact>
        )}
        {note.teacherName && <MemberFact label={copy.teacher}>{note.teacherName}</MemberFact>}
      </dl>
    </li>
  );
}

/**
 * The member's lesson notes, newest lesson first, a page at a time (docs/product/lesson-notes.md);
 * a guardian acting for a child reads the child's.
 */
export function MyLessonNotes() {
  const copy = useLessonNotesCopy().member;
  const [page, setPage] = useState(1);
  const query = useMyLessonNotes(page);
  const notes = query.data?.notes ?? [];
  return (
    <MemberCard headingId="lesson-notes-heading" heading={copy.heading}>
      <MemberQueryContent query={query} empty={notes.length === 0 ? copy.empty : null}>
        <ul className={styles.notes}>
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={query.data?.pagination.totalPages ?? 0}
          onPageChange={setPage}
        />
      </MemberQueryContent>
    </MemberCard>
  );
}
