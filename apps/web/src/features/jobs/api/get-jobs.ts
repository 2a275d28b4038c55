import { jobsOperations } from '@academy/contracts';
import type { TJobSummary } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export const staffJobsQueryKey = ['staff', 'jobs'] as const;

/** GET /jobs: the background jobs this API runs, in the server's order. */
export async function getJobs(): Promise<TJobSummary[]> {
  const { jobs } = await callOperation(jobsOperations.listJobs);
  return jobs;
}

export function useJobs() {
  return useQuery({ queryKey: staffJobsQueryKey, queryFn: getJobs });
}
