import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import {
  prepareDatabaseTemplates,
  type DatabaseTemplates,
  type PreparedTemplates,
} from './database-templates.js';
import { bundleSpawnedEntries, makeBundlesDir } from './process-bundles.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded databases each API test file copies (test-database.ts). */
    databaseTemplates: DatabaseTemplates;
    /** The folder of this run's bundles of the entry points tests spawn (process-bundles.ts). */
    processBundles: string;
  }
}

/**
 * Prepares the API tests' database templates once per run, and bundles the server and the
 * command-line tools that tests start as processes: loading the sources through tsx cost each
 * process about 2 CPU-seconds, a bundle a fraction of that. Both are removed at the run's end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundles = makeBundlesDir();
  const removeBundles = () => rmSync(bundles, { recursive: true, force: true });
  // esbuild bundles in a process of its own while the templates are made here.
  const bundling = bundleSpawnedEntries(bundles);
  let prepared: PreparedTemplates;
  try {
    prepared = await prepareDatabaseTemplates(process.env.TEST_DATABASE_URL || undefined);
  } catch (error) {
    await bundling.catch(() => undefined);
    removeBundles();
    throw error;
  }
  try {
    await bundling;
  } catch (error) {
    removeBundles();
    await prepared.drop();
    throw error;
  }
  project.provide('databaseTemplates', prepared.templates);
  project.provide('processBundles', bundles);
  // In watch mode the sources may have changed since: a rerun tests them, not the first bundles.
  project.onTestsRerun(() => bundleSpawnedEntries(bundles));
  return async () => {
    removeBundles();
    await prepared.drop();
  };
}
