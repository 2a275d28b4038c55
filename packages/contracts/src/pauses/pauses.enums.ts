import { z } from 'zod';
import type { TBilingualText } from '../common/language';
import { REQUEST_STATE_LABELS } from '../common/request-states';

/** docs/product/states.md: staff approve or refuse (rejected) a pending pause; the member may withdraw it (cancelled). */
export const PAUSE_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const ZPauseState = z.enum(PAUSE_STATES, { error: 'invalidValue' });
export type TPauseState = z.infer<typeof ZPauseState>;

export const PAUSE_STATE_LABELS = REQUEST_STATE_LABELS satisfies Record<
  TPauseState,
  TBilingualText
>;
