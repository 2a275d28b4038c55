export * from './attendance-messages';
export * from './attendance.limits';
export * from './attendance.rules';
export * from './attendance.schemas';
export * as attendanceOperations from './attendance.operations';
