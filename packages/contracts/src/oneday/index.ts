export * from './oneday.enums';
export * from './oneday.schemas';
