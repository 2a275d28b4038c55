import { FEEDBACK_MESSAGES, type TReminderSettings } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { RemindersRepository } from './reminders-repository.js';

const notFound = () => new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);

/** The member's own e-mail reminder setting (docs/product/reminders.md). */
export function createGetReminderSettings(deps: { reminders: RemindersRepository }) {
  return async function getReminderSettings(memberId: number): Promise<TReminderSettings> {
    const member = await deps.reminders.findEmailReminders(memberId);
    if (!member) throw notFound();
    return { emailReminders: member.emailReminders };
  };
}

/** Turns the member's e-mail reminders on or off; the in-app reminder is not theirs to turn off. */
export function createUpdateReminderSettings(deps: { reminders: RemindersRepository }) {
  return async function updateReminderSettings(
    memberId: number,
    settings: TReminderSettings,
  ): Promise<TReminderSettings> {
    if (!(await deps.reminders.setEmailReminders(memberId, settings.emailReminders))) {
      throw notFound();
    }
    return { emailReminders: settings.emailReminders };
  };
}

export type GetReminderSettings = ReturnType<typeof createGetReminderSettings>;
export type UpdateReminderSettings = ReturnType<typeof createUpdateReminderSettings>;
