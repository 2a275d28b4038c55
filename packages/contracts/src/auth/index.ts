export * from './auth.enums';
export * from './auth.schemas';
export * from './password.schemas';
