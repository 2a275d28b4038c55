import type { TPracticeEntry, TPracticeLog } from '@academy/contracts';
import { MemberButton } from '@/components/member-area/MemberButton';
import { MemberCard } from '@/components/member-area/MemberCard';
import { ConfirmActionDialog, useConfirmedAction } from '@/components/member-area/ConfirmDialog';
import { Pagination } from '@/components/pagination/Pagination';
import { format } from '@/i18n/format';
import { usePracticeLogCopy } from '@/i18n/sections/practice-log';
import { useDeletePracticeEntry } from '../api/delete-practice-entry';
import styles from './PracticeLog.module.css';

type TPracticeEntriesProps = {
  log: TPracticeLog;
  onPage: (page: number) => void;
};

/** The member's entries, newest first, a page at a time, each deletable after a confirmation. */
export function PracticeEntries({ log, onPage }: TPracticeEntriesProps) {
  const copy = usePracticeLogCopy().list;
  const deletion = useDeletePracticeEntry();
  const remove = useConfirmedAction({
    send: (entry: TPracticeEntry) => deletion.mutateAsync(entry.id),
    failedText: copy.deleteFailed,
  });
  const asked = remove.item;
  return (
    <MemberCard headingId="practice-entries-heading" heading={copy.heading}>
      {log.entries.length === 0 ? (
        <p className={styles.muted}>{copy.empty}</p>
      ) : (
        <ul className={styles.entries}>
          {log.entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <span>
                <strong>{entry.exercise}</strong> · {entry.date} ·{' '}
                {format(copy.minutes, { minutes: entry.minutes })}
                {entry.tempoBpm !== null && ` · ${format(copy.tempo, { bpm: entry.tempoBpm })}`}
              </span>
              <MemberButton
                tone="danger"
                aria-label={format(copy.deleteLabel, {
                  date: entry.date,
                  exercise: entry.exercise,
                })}
                onClick={() => remove.ask(entry)}
              >
                {copy.delete}
              </MemberButton>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={log.pagination.page}
        totalPages={log.pagination.totalPages}
        onPageChange={onPage}
      />
      <ConfirmActionDialog
        action={remove}
        title={copy.deleteTitle}
        description={
          asked
            ? format(copy.deleteBody, { date: asked.date, exercise: asked.exercise })
            : undefined
        }
        keepLabel={copy.deleteCancel}
        confirmLabel={copy.deleteConfirm}
        pendingLabel={copy.deleteConfirm}
      />
    </MemberCard>
  );
}
