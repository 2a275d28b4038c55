import { z } from 'zod';

/** Whether the caller's feed is on; its URL is not stored, so it cannot be shown again. */
export const ZCalendarFeedState = z.object({
  enabled: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
});
export type TCalendarFeedState = z.infer<typeof ZCalendarFeedState>;

/** The secret address of a feed just turned on or regenerated: shown once. */
export const ZCalendarFeedCreated = z.object({ url: z.url() });
export type TCalendarFeedCreated = z.infer<typeof ZCalendarFeedCreated>;

/**
 * Any text: a token that is malformed answers the same 404 as an unknown or revoked one, so the
 * shape is checked by the handler, not here (a 400 would tell a prober what a token looks like).
 */
export const ZCalendarFeedTokenParams = z.object({ token: z.string() });
