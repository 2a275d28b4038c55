export * from './checkin-messages';
export * from './checkin.limits';
export * from './checkin.schemas';
export * as checkinOperations from './checkin.operations';
