import { practiceOperations } from '@academy/contracts';
import type { TPracticeBookingRequestInput, TPracticeSession } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { practiceQueryKey } from './practice-session';

export type TBookingForMember = { memberId: number; body: TPracticeBookingRequestInput };

/** POST /users/{id}/practice-bookings: staff book a room for the member, under the member's rules. */
export function bookPracticeRoomForMember({
  memberId,
  body,
}: TBookingForMember): Promise<{ data: TPracticeSession; message: string }> {
  return callOperationWithMessage(practiceOperations.bookPracticeRoomForMember, {
    params: { id: memberId },
    body,
  });
}

export function useBookPracticeRoomForMember() {
  return useRefreshingMutation(bookPracticeRoomForMember, [practiceQueryKey], 'settled');
}
