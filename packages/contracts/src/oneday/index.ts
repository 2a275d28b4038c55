export * from './oneday-preferred-time';
export * from './oneday.enums';
export * from './oneday.schemas';
export * as onedayOperations from './oneday.operations';
