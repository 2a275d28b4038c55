export * from './notifications.enums';
export * from './notifications.schemas';
