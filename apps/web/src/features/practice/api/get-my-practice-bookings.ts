import { practiceOperations } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { practiceQueryKey } from './practice-session';
import type { TMemberPracticeSession } from './practice-session';

/** GET /practice/bookings: the member's own bookings. */
export async function getMyPracticeBookings(): Promise<TMemberPracticeSession[]> {
  const { bookings } = await callOperation(practiceOperations.listOwnPracticeBookings);
  return bookings;
}

export function useMyPracticeBookings() {
  return useQuery({ queryKey: [...practiceQueryKey, 'mine'], queryFn: getMyPracticeBookings });
}
