import { REMINDER_MESSAGES, remindersOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { GetReminderSettings, UpdateReminderSettings } from './reminder-settings.js';

/** The member's reminder setting (docs/product/api.md). */
export function remindersRoutes(deps: {
  guards: AuthGuards;
  getReminderSettings: GetReminderSettings;
  updateReminderSettings: UpdateReminderSettings;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(remindersOperations.getReminderSettings, async ({ caller }) => ({
    data: await deps.getReminderSettings(caller.id),
  }));

  handle(remindersOperations.updateReminderSettings, async ({ caller, body }) => {
    const data = await deps.updateReminderSettings(caller.id, body);
    return {
      data,
      message: data.emailReminders ? REMINDER_MESSAGES.emailOn : REMINDER_MESSAGES.emailOff,
    };
  });

  return router;
}
