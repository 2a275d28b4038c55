export * from './modification.enums';
export * from './modification.rules';
export * from './modification.schemas';
export * as modificationOperations from './modification.operations';
