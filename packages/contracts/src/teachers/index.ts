export * from './staff-accounts.schemas';
export * from './teacher-messages';
export * from './teachers.schemas';
export * as teachersOperations from './teachers.operations';
