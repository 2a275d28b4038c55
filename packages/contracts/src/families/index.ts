export * from './acting-for';
export * from './child-consent';
export * from './family.schemas';
export * from './families-messages';
export * from './family-view.schemas';
export * as familyOperations from './families.operations';
export * from './deletion-request.schemas';
export * from './deletion-request-messages';
