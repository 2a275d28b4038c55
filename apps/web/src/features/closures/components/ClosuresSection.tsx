import { CLOSURE_MESSAGES, pickText } from '@academy/contracts';
import type { TClosure } from '@academy/contracts';
import { useId } from 'react';
import { useConfirm } from '@/components/dialogs/dialogs-context';
import { toastOutcome } from '@/components/staff-area/staff-toast';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { formatFullDate } from '@/components/calendar/calendar-format';
import { LoadingState } from '@/components/loading-state/LoadingState';
import staff from '@/components/staff-area/Staff.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useDeleteClosure, useUpcomingClosures } from '../api/closures';
import { ClosureForm } from './ClosureForm';
import styles from './Closures.module.css';

/**
 * The closed days on /admin/closures (docs/product/states.md): the ones ahead, each
 * removable after a confirmation, and the form that declares one.
 */
export function ClosuresSection({ today = todayIsoDate() }: { today?: string }) {
  const copy = useT().staffCalendar.closures;
  const { language } = useLanguage();
  const headingId = useId();
  const closures = useUpcomingClosures();
  const remove = useDeleteClosure();
  const ask = useConfirm();

  const onDelete = async (closure: TClosure) => {
    const date = formatFullDate(closure.date, language);
    const question = format(copy.deleteConfirm, { date });
    const confirmLabel = format(copy.delete, { date });
    if (!(await ask({ question, confirmLabel, tone: 'danger' }))) return;
    await toastOutcome(
      remove.mutateAsync(closure.id),
      () => pickText(CLOSURE_MESSAGES.closureDeleted, language),
      copy.deleteFailed,
    );
  };

  const list = () => {
    if (closures.isPending) return <LoadingState label={copy.loading} />;
    if (closures.isError) return <p role="alert">{copy.loadFailed}</p>;
    if (closures.data.length === 0) return <p className={styles.status}>{copy.empty}</p>;
    return (
      <ul className={styles.list} aria-labelledby={headingId}>
        {closures.data.map((closure) => {
          const date = formatFullDate(closure.date, language);
          return (
            <li key={closure.id} className={styles.closure}>
              <span className={styles.closureText}>
                <span className={styles.closureDate}>{date}</span>
                <span>{pickText({ ko: closure.reason, en: closure.reasonEn }, language)}</span>
              </span>
              <button
                type="button"
                className={staff.dangerButton}
                disabled={remove.isPending}
                aria-label={format(copy.delete, { date })}
                onClick={() => void onDelete(closure)}
              >
                {copy.deleteButton}
              </button>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <section className={staff.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      {list()}
      <ClosureForm today={today} headingId={headingId} />
    </section>
  );
}
