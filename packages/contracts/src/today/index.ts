export * from './today.limits';
export * from './today.rules';
export * from './today.schemas';
export * as todayOperations from './today.operations';
