export * from './announcements-messages';
export * from './announcements.enums';
export * from './announcements.schemas';
export * as announcementsOperations from './announcements.operations';
