export * from './makeups-messages';
export * from './makeups.limits';
export * from './makeups.rules';
export * from './makeups.schemas';
export * as makeupsOperations from './makeups.operations';
