import type { practiceOperations, TOperationData } from '@academy/contracts';

/** A session as GET /practice/bookings answers it: the member's own booking. */
export type TMemberPracticeSession = TOperationData<
  typeof practiceOperations.listOwnPracticeBookings
>['bookings'][number];

export const practiceQueryKey = ['member', 'practice'] as const;
