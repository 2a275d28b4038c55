export * from './auth.enums';
export * from './auth.schemas';
export * from './password.schemas';
export * from './auth-messages';
export * from './staff-account.schemas';
export * from './session-paths';
export * as authOperations from './auth.operations';
