import { z } from 'zod';

/** GET and PUT /users/me/reminders: whether the member is e-mailed the day before each lesson. */
export const ZReminderSettings = z.object({
  emailReminders: z.boolean({ error: 'invalidValue' }),
});
export type TReminderSettings = z.infer<typeof ZReminderSettings>;
