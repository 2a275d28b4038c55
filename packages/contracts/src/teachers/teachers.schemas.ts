import { z } from 'zod';

/** GET /teachers/pending-counts: header badges for staff. */
export const ZPendingCounts = z.object({
  lessonRequests: z.number().int().min(0),
  oneDayRequests: z.number().int().min(0),
  contacts: z.number().int().min(0),
  modifications: z.number().int().min(0),
});
export type TPendingCounts = z.infer<typeof ZPendingCounts>;

export const EMPTY_PENDING_COUNTS: TPendingCounts = {
  lessonRequests: 0,
  oneDayRequests: 0,
  contacts: 0,
  modifications: 0,
};
