import type { TestProject } from 'vitest/node';
import { prepareDatabaseTemplates, type DatabaseTemplates } from './database-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded databases each API test file copies (test-database.ts). */
    databaseTemplates: DatabaseTemplates;
  }
}

/** Prepares the API tests' database templates once per run and removes them at its end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prepared = await prepareDatabaseTemplates(process.env.TEST_DATABASE_URL || undefined);
  project.provide('databaseTemplates', prepared.templates);
  return () => prepared.drop();
}
