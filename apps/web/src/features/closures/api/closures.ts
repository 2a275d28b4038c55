import { closuresOperations } from '@academy/contracts';
import type { TClosure, TClosureCreate, TClosureCreated } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { teacherCalendarQueryKey } from '@/lib/staff-queries/teacher-schedule';

const closuresQueryKey = ['staff', 'closures'] as const;

/** A closed day changes the list and every month of the lesson calendar. */
const closureStaleKeys = [closuresQueryKey, teacherCalendarQueryKey] as const;

/** GET /closures: the closed days from today to the last day that may be declared. */
export async function getUpcomingClosures(): Promise<TClosure[]> {
  const { closures } = await callOperation(closuresOperations.listClosures, { query: {} });
  return closures;
}

export function useUpcomingClosures() {
  return useQuery({ queryKey: closuresQueryKey, queryFn: getUpcomingClosures });
}

/** POST /closures. */
export function declareClosure(body: TClosureCreate): Promise<TClosureCreated> {
  return callOperation(closuresOperations.declareClosure, { body });
}

export function useDeclareClosure() {
  return useRefreshingMutation(declareClosure, closureStaleKeys, 'settled');
}

/** DELETE /closures/{id}. */
export async function deleteClosure(id: number): Promise<void> {
  await callOperation(closuresOperations.deleteClosure, { params: { id } });
}

export function useDeleteClosure() {
  return useRefreshingMutation(deleteClosure, closureStaleKeys, 'settled');
}
