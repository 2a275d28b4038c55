export * from './contact.enums';
export * from './contact.schemas';
export * as contactOperations from './contact.operations';
