import { jobsOperations } from '@academy/contracts';
import type { TJobName } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffJobsQueryKey } from './get-jobs';

/**
 * POST /jobs/{name}/run: resolves once the run is queued (not when it is done) with the
 * server's message, which says whether it was queued or one was already waiting.
 */
export async function runJob(name: TJobName): Promise<string> {
  const { message } = await callOperationWithMessage(jobsOperations.runJob, { params: { name } });
  return message;
}

export function useRunJob() {
  return useRefreshingMutation(runJob, [staffJobsQueryKey], 'success');
}
