export * from './lesson-slot';
