import { z } from 'zod';

/** PUT /teachers/{id}/request-alerts: the account's own choice (docs/decisions/0042). */
export const ZStaffRequestAlertsChoice = z.object(
  { enabled: z.boolean({ error: 'invalidValue' }) },
  { error: 'invalidValue' },
);
export type TStaffRequestAlertsChoice = z.infer<typeof ZStaffRequestAlertsChoice>;

/**
 * GET and PUT /teachers/{id}/request-alerts: whether the account hears of new applications,
 * inquiries and members' requests by 알림톡, when that was last set (null: never, off), and
 * what the screen needs to offer it: a phone on the account and the academy's text channel.
 */
export const ZStaffRequestAlerts = z.object({
  enabled: z.boolean(),
  changedAt: z.string().nullable(),
  hasPhone: z.boolean(),
  textChannelOn: z.boolean(),
});
export type TStaffRequestAlerts = z.infer<typeof ZStaffRequestAlerts>;
