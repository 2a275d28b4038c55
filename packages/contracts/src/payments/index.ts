export * from './payments.limits';
export * from './payments.schemas';
export * from './payments-messages';
export * as paymentOperations from './payments.operations';
