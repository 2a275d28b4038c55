import { ZPracticeSession } from '@academy/contracts';
import { z } from 'zod';

/**
 * A practice session as the member screens use it. Older answers name the id `id` instead of
 * `sessionId`; both are accepted.
 */
export const ZMemberPracticeSession = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('sessionId' in value) && 'id' in value
      ? { ...value, sessionId: value.id }
      : value,
  ZPracticeSession.pick({
    sessionId: true,
    practiceRoom: true,
    startTime: true,
    endTime: true,
    status: true,
  }).extend({ notes: z.string().nullable().optional() }),
);
export type TMemberPracticeSession = z.infer<typeof ZMemberPracticeSession>;

export const practiceQueryKey = ['member', 'practice'] as const;
