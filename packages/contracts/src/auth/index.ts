export * from './auth.enums';
export * from './auth.schemas';
export * from './password.schemas';
export * from './auth-messages';
