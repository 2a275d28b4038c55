import { practiceOperations } from '@academy/contracts';
import type { TPracticeBookingRequestInput } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { practiceQueryKey } from './practice-session';

/** POST /practice/bookings. */
export async function createPracticeBooking(body: TPracticeBookingRequestInput): Promise<void> {
  await callOperation(practiceOperations.bookPracticeRoom, { body });
}

export function useCreatePracticeBooking() {
  // Both the month's sessions and the member's own list change.
  return useRefreshingMutation(createPracticeBooking, [practiceQueryKey], 'settled');
}
