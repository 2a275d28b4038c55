import { z } from 'zod';
import { ZCount } from '../common/counts';
import { recordOf } from '../common/records';

const PENDING_KINDS = ['lessonRequests', 'oneDayRequests', 'contacts', 'modifications'] as const;

/** GET /teachers/pending-counts: header badges for staff. */
export const ZPendingCounts = z.object(recordOf(PENDING_KINDS, () => ZCount));
export type TPendingCounts = z.infer<typeof ZPendingCounts>;

export const EMPTY_PENDING_COUNTS: TPendingCounts = recordOf(PENDING_KINDS, () => 0);
