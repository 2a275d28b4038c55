export * from './practice.enums';
export * from './practice.rules';
export * from './practice.schemas';
