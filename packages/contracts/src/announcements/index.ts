export * from './announcements.schemas';
export * as announcementsOperations from './announcements.operations';
