import { toAcademyIsoDate } from '@academy/contracts';
import type { TConsultationNote } from '@academy/contracts';
import { useState } from 'react';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { Pagination } from '@/components/pagination/Pagination';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { useConfirmedDelete } from '@/components/staff-area/use-confirmed-delete';
import { format } from '@/i18n/format';
import { useMemberPageCopy } from '@/i18n/sections/member-page';
import staff from '@/components/staff-area/Staff.module.css';
import { useConsultationNotes, useDeleteConsultationNote } from '../api/consultation-notes';
import { ConsultationNoteDialog } from './ConsultationNoteDialog';
import styles from './ConsultationNotes.module.css';

type TOpenDialog = { kind: 'add' } | { kind: 'edit'; note: TConsultationNote } | null;

/**
 * A member's consultation notes, newest day first, a page at a time, with writing one and, for
 * its author or an admin, editing and deleting (docs/product/back-office.md#consultation-notes).
 */
export function ConsultationNotes({ memberId }: { memberId: number }) {
  const copy = useMemberPageCopy().notes;
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const query = useConsultationNotes(memberId, page);
  const remove = useDeleteConsultationNote();
  const deletion = useConfirmedDelete({
    idOf: (note: TConsultationNote) => note.id,
    question: (note) => format(copy.deleteConfirm, { date: note.date }),
    send: async (note) => (await remove.mutateAsync(note.id)).message,
    deletedText: '',
    failedText: copy.deleteFailed,
  });
  const today = toAcademyIsoDate(new Date());
  const notes = query.data?.notes ?? [];
  return (
    <div className={staff.stack}>
      <p>{copy.intro}</p>
      <div>
        <StaffButton tone="primary" onClick={() => setDialog({ kind: 'add' })}>
          {copy.add}
        </StaffButton>
      </div>
      {query.isPending && <LoadingState label={copy.loading} />}
      {query.isSuccess && notes.length === 0 && <p className={staff.empty}>{copy.empty}</p>}
      <ol className={styles.notes}>
        {notes.map((note) => (
          <li key={note.id} className={styles.note}>
            <p className={styles.meta}>
              <time dateTime={note.date}>{note.date}</time> ·{' '}
              {note.authorName
                ? format(copy.author, { name: note.authorName })
                : copy.unknownAuthor}
            </p>
            <p className={styles.body}>{note.body}</p>
            {note.canEdit && (
              <div className={staff.actions}>
                <StaffButton onClick={() => setDialog({ kind: 'edit', note })}>
                  {copy.edit}
                </StaffButton>
                <StaffButton
                  tone="danger"
                  busy={deletion.deletingIds.includes(note.id)}
                  disabled={deletion.deletingIds.includes(note.id)}
                  onClick={() => void deletion.remove(note)}
                >
                  {copy.delete}
                </StaffButton>
              </div>
            )}
          </li>
        ))}
      </ol>
      {query.data && query.data.pagination.totalPages > 1 && (
        <Pagination
          page={page}
          totalPages={query.data.pagination.totalPages}
          onPageChange={setPage}
        />
      )}
      {dialog && (
        <ConsultationNoteDialog
          memberId={memberId}
          today={today}
          title={dialog.kind === 'edit' ? copy.editTitle : copy.add}
          {...(dialog.kind === 'edit' ? { note: dialog.note } : {})}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
