export * from './reminder-messages';
export * from './reminder-notifications';
export * from './reminders.limits';
export * from './reminders.schemas';
export * as remindersOperations from './reminders.operations';
