import { routesModule } from '../routing/routes-module.js';
import { createGetReminderSettings, createUpdateReminderSettings } from './reminder-settings.js';
import { createRemindersRepository } from './reminders-repository.js';
import { remindersRoutes } from './reminders-routes.js';

/** Wires the member's reminder setting; the reminders themselves are the lesson-reminders job. */
export const createRemindersModule = routesModule(remindersRoutes, (prisma) => {
  const reminders = createRemindersRepository(prisma);
  return {
    getReminderSettings: createGetReminderSettings({ reminders }),
    updateReminderSettings: createUpdateReminderSettings({ reminders }),
  };
});
