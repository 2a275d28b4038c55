export * from './teachers.schemas';
