export * from './lesson-approval.schemas';
export * from './lesson-preferred-time-builder';
export * from './lesson-slot';
export * from './lessons.enums';
export * from './lessons.schemas';
export * from './preferred-time';
export * as lessonsOperations from './lessons.operations';
