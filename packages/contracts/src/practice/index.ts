export * from './practice.enums';
export * from './practice.limits';
export * from './practice-messages';
export * from './practice.rules';
export * from './practice.schemas';
export * as practiceOperations from './practice.operations';
