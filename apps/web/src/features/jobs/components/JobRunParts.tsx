import { useStaffJobsCopy } from '@/i18n/sections/staff-jobs';
import { JOB_RUN_OUTCOME_LABELS, pickText } from '@academy/contracts';
import type { TJobSummary } from '@academy/contracts';
import { formatDateTime } from '@/components/member-area/member-dates';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { useLanguage } from '@/i18n/use-language';
import styles from './Jobs.module.css';

/** The last run's outcome and start, or that it never ran. */
export function JobLastRun({ job }: { job: TJobSummary }) {
  const copy = useStaffJobsCopy();
  const { language } = useLanguage();
  return job.lastRun ? (
    <>
      <StatusBadge
        status={job.lastRun.outcome}
        label={pickText(JOB_RUN_OUTCOME_LABELS[job.lastRun.outcome], language)}
      />{' '}
      {formatDateTime(job.lastRun.startedAt, language)}
    </>
  ) : (
    copy.never
  );
}

/** The recent failures with their time and error, or that there were none. */
export function JobFailures({ job }: { job: TJobSummary }) {
  const copy = useStaffJobsCopy();
  const { language } = useLanguage();
  return job.recentFailures.length === 0 ? (
    copy.noFailures
  ) : (
    <ul className={styles.failures}>
      {job.recentFailures.map((failure, index) => (
        <li key={index}>
          <time dateTime={failure.at}>{formatDateTime(failure.at, language)}</time> {failure.error}
        </li>
      ))}
    </ul>
  );
}
