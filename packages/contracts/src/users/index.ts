export * from './email-change-messages';
export * from './email-change.limits';
export * from './email-change.schemas';
export * from './update-user.schemas';
export * from './users.enums';
export * from './users.schemas';
export * from './users.sort';
export * as usersOperations from './users.operations';
