import { consultationNoteOperations } from '@academy/contracts';
import type { TConsultationNoteInput } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';

export const consultationNotesQueryKey = ['staff', 'consultation-notes'] as const;

/** GET /users/{id}/consultation-notes: a page, newest consultation day first. */
export function useConsultationNotes(memberId: number, page: number) {
  return useQuery({
    queryKey: [...consultationNotesQueryKey, memberId, page],
    queryFn: () =>
      callOperation(consultationNoteOperations.listConsultationNotes, {
        params: { id: memberId },
        query: { page },
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /users/{id}/consultation-notes. */
export function useWriteConsultationNote() {
  return useRefreshingMutation(
    ({ memberId, body }: { memberId: number; body: TConsultationNoteInput }) =>
      callOperationWithMessage(consultationNoteOperations.writeConsultationNote, {
        params: { id: memberId },
        body,
      }),
    [consultationNotesQueryKey],
    'settled',
  );
}

/** PATCH /consultation-notes/{id}: its author or an admin. */
export function useEditConsultationNote() {
  return useRefreshingMutation(
    ({ id, body }: { id: number; body: TConsultationNoteInput }) =>
      callOperationWithMessage(consultationNoteOperations.editConsultationNote, {
        params: { id },
        body,
      }),
    [consultationNotesQueryKey],
    'settled',
  );
}

/** DELETE /consultation-notes/{id}: its author or an admin. */
export function useDeleteConsultationNote() {
  return useRefreshingMutation(
    (id: number) =>
      callOperationWithMessage(consultationNoteOperations.deleteConsultationNote, {
        params: { id },
      }),
    [consultationNotesQueryKey],
    'settled',
  );
}
