export * from './jobs-messages';
export * from './jobs.schemas';
export * as jobsOperations from './jobs.operations';
