export * from './staff-accounts.schemas';
export * from './teacher-messages';
export * from './teachers.schemas';
