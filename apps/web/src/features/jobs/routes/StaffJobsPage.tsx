import { useStaffJobsCopy } from '@/i18n/sections/staff-jobs';
import type { TJobName, TJobSummary } from '@academy/contracts';
import { toastOutcome } from '@/components/staff-area/staff-toast';
import { useState } from 'react';
import { ListSectionPage } from '@/components/staff-area/ListSectionPage';
import { useJobs } from '../api/get-jobs';
import { useRunJob } from '../api/run-job';
import { JobList } from '../components/JobList';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/**
 * /admin/jobs (admins only): the background jobs with their schedule, last and next run and
 * recent failures, and a button that queues a run now (docs/product/jobs.md).
 */
export function StaffJobsPage() {
  const staffPages = useStaffPagesCopy();
  const copy = useStaffJobsCopy();
  const query = useJobs();
  const runJob = useRunJob();
  const [queuing, setQueuing] = useState<readonly TJobName[]>([]);

  const jobs = query.data ?? [];

  async function run(job: TJobSummary) {
    setQueuing((names) => [...names, job.name]);
    await toastOutcome(
      runJob.mutateAsync(job.name),
      (message) => message || copy.queued,
      copy.runFailed,
    );
    setQueuing((names) => names.filter((name) => name !== job.name));
  }

  return (
    <ListSectionPage
      page={staffPages.staffJobs}
      headingId="staff-jobs-heading"
      copy={copy}
      count={query.data?.length}
      query={query}
      failureLog="The job list could not be loaded."
      empty={jobs.length === 0}
      list={<JobList jobs={jobs} runningNames={queuing} onRun={(job) => void run(job)} />}
    />
  );
}
