import { useStaffJobsCopy } from '@/i18n/sections/staff-jobs';
import { JOB_LABELS, JOB_RUN_OUTCOME_LABELS, pickText } from '@academy/contracts';
import type { TJobName, TJobSummary } from '@academy/contracts';
import { formatDateTime } from '@/components/member-area/member-dates';
import { FactCardList } from '@/components/staff-area/FactCardList';
import staff from '@/components/staff-area/Staff.module.css';
import { format } from '@/i18n/format';
import { useLanguage } from '@/i18n/use-language';
import { JobFailures, JobLastRun } from './JobRunParts';

/** The table's columns, left to right. */
const COLUMNS = ['name', 'schedule', 'lastRun', 'nextRun', 'failures', 'actions'] as const;

type TJobListProps = {
  jobs: TJobSummary[];
  runningNames: readonly TJobName[];
  onRun: (job: TJobSummary) => void;
};

/**
 * The background jobs (docs/product/jobs.md): a table above 1024 px and cards at 1024 px and
 * below, both rendered and one shown by the stylesheet, as the other staff lists.
 */
export function JobList({ jobs, runningNames, onRun }: TJobListProps) {
  const copy = useStaffJobsCopy();
  const { language } = useLanguage();
  const at = (iso: string) => formatDateTime(iso, language);
  const rows = jobs.map((job) => ({
    job,
    label: pickText(JOB_LABELS[job.name], language),
    schedule: job.schedule
      ? format(copy.schedule, { cron: job.schedule.cron, timeZone: job.schedule.timeZone })
      : copy.onlyByHand,
    nextRun: job.nextRunAt ? at(job.nextRunAt) : copy.none,
    queuing: runningNames.includes(job.name),
  }));
  type TRow = (typeof rows)[number];

  const lastRun = ({ job }: TRow) => <JobLastRun job={job} />;
  const failures = ({ job }: TRow) => <JobFailures job={job} />;

  const runButton = (row: TRow) => (
    <button
      type="button"
      className={staff.primaryButton}
      aria-label={format(copy.runLabel, { job: row.label })}
      disabled={row.queuing}
      onClick={() => onRun(row.job)}
    >
      {row.queuing ? copy.queuing : copy.run}
    </button>
  );

  return (
    <FactCardList
      copy={copy}
      columns={COLUMNS}
      items={rows}
      itemKey={(row) => row.job.name}
      row={(row) => (
        <>
          <th scope="row">{row.label}</th>
          <td>{row.schedule}</td>
          <td>{lastRun(row)}</td>
          <td>{row.nextRun}</td>
          <td>{failures(row)}</td>
          <td>{runButton(row)}</td>
        </>
      )}
      card={(row) => ({
        title: row.label,
        status: row.job.lastRun?.outcome ?? 'never',
        statusLabel: row.job.lastRun
          ? pickText(JOB_RUN_OUTCOME_LABELS[row.job.lastRun.outcome], language)
          : copy.never,
        facts: [
          [copy.columns.schedule, row.schedule],
          [copy.columns.lastRun, lastRun(row)],
          [copy.columns.nextRun, row.nextRun],
          [copy.columns.failures, failures(row)],
        ],
        actions: runButton(row),
      })}
    />
  );
}
