import { checkinOperations } from '@academy/contracts';
import type { TCheckinResult } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperationWithMessage } from '@/lib/call-operation';

/** POST /checkin: the kiosk's code; the answer names the student by their given name only. */
export function checkIn(code: string): Promise<{ data: TCheckinResult; message: string }> {
  return callOperationWithMessage(checkinOperations.checkIn, { body: { code } });
}

export function useCheckIn() {
  return useMutation({ mutationFn: checkIn });
}
