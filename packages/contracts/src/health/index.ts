export * from './health.schemas';
export * as healthOperations from './health.operations';
