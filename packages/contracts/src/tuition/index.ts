export * from './tuition-amount';
export * from './tuition-messages';
export * from './tuition-month';
export * from './tuition-notifications';
export * from './tuition.enums';
export * from './tuition.limits';
export * from './tuition.schemas';
export * as tuitionOperations from './tuition.operations';
