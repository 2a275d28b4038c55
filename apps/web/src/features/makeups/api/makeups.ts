import { makeupsOperations, PAGING, memberOperations } from '@academy/contracts';
import type { TMakeupBooking, TMakeupCreditAdjustment, TMakeupDecision } from '@academy/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';
import { attendanceQueryKey, myMakeupsQueryKey } from '@/lib/lesson-query-keys';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';

/** Every staff view of a member's make-ups lives under this key. */
export const staffMakeupsQueryKey = ['staff', 'makeups'] as const;

export function useMyMakeups() {
  return useQuery({
    queryKey: myMakeupsQueryKey,
    queryFn: () => callOperation(makeupsOperations.getOwnMakeups),
  });
}

/** POST /makeups: resolves with the make-up and the server's message (booked or sent for approval). */
export function useBookMakeup() {
  return useRefreshingMutation(
    (body: TMakeupBooking) => callOperationWithMessage(makeupsOperations.bookMakeup, { body }),
    [myMakeupsQueryKey, attendanceQueryKey],
    'success',
  );
}

/** PATCH /makeups/{id}/cancel: resolves with the server's message (the credit's last day). */
export function useCancelMakeup() {
  return useRefreshingMutation(
    (id: number) => callOperationWithMessage(makeupsOperations.cancelMakeup, { params: { id } }),
    [myMakeupsQueryKey, attendanceQueryKey],
    'success',
  );
}

export function useMemberMakeups(memberId: number | null) {
  return useQuery({
    queryKey: [...staffMakeupsQueryKey, memberId],
    queryFn:
      memberId === null
        ? skipToken
        : () => callOperation(makeupsOperations.getMemberMakeups, { query: { memberId } }),
  });
}

export function useAdjustCredits() {
  return useRefreshingMutation(
    (body: TMakeupCreditAdjustment) =>
      callOperationWithMessage(makeupsOperations.adjustMakeupCredits, { body }),
    [staffMakeupsQueryKey],
    'settled',
  );
}

export function useDecideMakeup() {
  return useRefreshingMutation(
    ({ id, body }: { id: number; body: TMakeupDecision }) =>
      callOperationWithMessage(makeupsOperations.decideMakeup, { params: { id }, body }),
    [staffMakeupsQueryKey],
    'settled',
  );
}

/** The members staff may pick, first page (GET /users). */
export function useMemberChoices() {
  return useQuery({
    queryKey: [...staffMakeupsQueryKey, 'members'],
    queryFn: () => callOperation(memberOperations.listMembers, { query: { limit: PAGING.USERS } }),
  });
}
