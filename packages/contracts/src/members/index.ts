export * from './email-change-messages';
export * from './email-change.limits';
export * from './email-change.schemas';
export * from './update-member.schemas';
export * from './members.enums';
export * from './members.schemas';
export * from './members.sort';
export * as memberOperations from './members.operations';
