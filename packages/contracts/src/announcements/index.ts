export * from './announcements.schemas';
