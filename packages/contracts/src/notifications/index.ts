export * from './notifications.enums';
export * from './notifications.schemas';
export * from './applicant-notification';
export * from './activity-notification';
export * as notificationsOperations from './notifications.operations';
