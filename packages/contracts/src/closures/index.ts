export * from './closure-messages';
export * from './closure-notifications';
export * from './closures.limits';
export * from './closures.schemas';
export * as closuresOperations from './closures.operations';
