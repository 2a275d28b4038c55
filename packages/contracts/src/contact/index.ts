export * from './contact.enums';
export * from './contact.schemas';
