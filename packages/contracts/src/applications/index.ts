export * from './lesson-approval.schemas';
export * from './lesson-preferred-time-builder';
export * from './applications.enums';
export * from './applications.schemas';
export * from './preferred-time';
export * as applicationOperations from './applications.operations';
