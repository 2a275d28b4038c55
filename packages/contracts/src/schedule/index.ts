export * from './busy-times.rules';
export * from './busy-times.schemas';
export * from './occurrences';
export * from './own-hours';
export * from './personal-schedule.schemas';
export * from './recurring-exclusions';
export * from './schedule.enums';
export * as scheduleOperations from './schedule.operations';
