export * from './staff-accounts.schemas';
export * from './staff-account-messages';
export * from './staff-request-alerts.schemas';
export * from './staff.schemas';
export * as staffOperations from './staff.operations';
