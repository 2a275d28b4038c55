export * from './pauses-messages';
export * from './pauses.enums';
export * from './pauses.limits';
export * from './pauses.rules';
export * from './pauses.schemas';
export * as pauseOperations from './pauses.operations';
