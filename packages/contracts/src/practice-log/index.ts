export * from './practice-log-messages';
export * from './practice-log.limits';
export * from './practice-log.rules';
export * from './practice-log.schemas';
export * as practiceLogOperations from './practice-log.operations';
