import { useStaffJobsCopy } from '@/i18n/sections/staff-jobs';
import type { TJobName, TJobSummary } from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell/PageShell';
import { ListSection } from '@/components/staff-area/ListSection';
import { useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useJobs } from '../api/get-jobs';
import { useRunJob } from '../api/run-job';
import { JobList } from '../components/JobList';

/**
 * /admin/jobs (admins only): the background jobs with their schedule, last and next run and
 * recent failures, and a button that queues a run now (docs/product/jobs.md).
 */
export function StaffJobsPage() {
  const t = useT();
  const copy = useStaffJobsCopy();
  const query = useJobs();
  const runJob = useRunJob();
  const [queuing, setQueuing] = useState<readonly TJobName[]>([]);

  const jobs = query.data ?? [];

  async function run(job: TJobSummary) {
    setQueuing((names) => [...names, job.name]);
    try {
      const message = await runJob.mutateAsync(job.name);
      staffToast.success(message || copy.queued);
    } catch (error) {
      staffToast.error(errorMessageOf(error, copy.runFailed));
    } finally {
      setQueuing((names) => names.filter((name) => name !== job.name));
    }
  }

  return (
    <PageShell title={t.pages.staffJobs.title} description={t.pages.staffJobs.description}>
      <ListSection
        headingId="staff-jobs-heading"
        copy={copy}
        count={query.data?.length}
        query={query}
        failureLog="The job list could not be loaded."
        empty={jobs.length === 0}
      >
        <JobList jobs={jobs} runningNames={queuing} onRun={(job) => void run(job)} />
      </ListSection>
    </PageShell>
  );
}
