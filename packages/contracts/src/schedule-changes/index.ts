export * from './schedule-changes.enums';
export * from './schedule-changes.rules';
export * from './schedule-changes.schemas';
export * as scheduleChangeOperations from './schedule-changes.operations';
