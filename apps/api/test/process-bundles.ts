import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { inject } from 'vitest';
import { makeRunFolder } from './run-folders.js';
import { bundleOptions } from '../bundle-options.mjs';

const API_DIR = path.resolve(import.meta.dirname, '..');
// Inside apps/api, as dist/ is: a bundle finds the npm dependencies in apps/api/node_modules and
// the prisma/ folder above it, as the production build does.
const BUNDLES_ROOT = path.join(API_DIR, 'node_modules/.cache/test-bundles');

/** The entry points tests start as processes: the server, and every command-line tool. */
function spawnedEntries(): string[] {
  const clis = readdirSync(path.join(API_DIR, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('-cli.ts'))
    .map((file) => path.join('src', file));
  return ['src/main.ts', ...clis];
}

/**
 * Node's arguments to run `script` (a file under src/, from apps/api) in a test's process: the
 * bundle this run made of it from this checkout's sources (global-setup.ts). WebAssembly is only
 * baseline-compiled (Liftoff): these processes live seconds, and optimising PGlite's and the
 * schema engine's code, in background threads, cost more than it saved; it was about half of a
 * `pnpm admin:create`'s CPU time (2 instead of 6 CPU-seconds on a migrated folder). The code and
 * what it does are the same.
 */
export function nodeArgsToRun(script: string): string[] {
  const dir = inject('processBundles');
  if (!dir) {
    throw new Error(`No bundle of ${script}: the api project's global setup makes them`);
  }
  const bundle = path.join(dir, path.relative('src', script).replace(/\.ts$/, '.js'));
  if (!existsSync(bundle)) {
    throw new Error(`${script} is not bundled: only src/main.ts and src/**/*-cli.ts are`);
  }
  return ['--enable-source-maps', '--liftoff-only', bundle];
}

/** Bundles (again) the spawned entry points of this checkout's sources into `dir`. */
export async function bundleSpawnedEntries(dir: string): Promise<void> {
  await build({
    ...bundleOptions,
    absWorkingDir: API_DIR,
    entryPoints: spawnedEntries(),
    outbase: 'src',
    outdir: dir,
  });
}

/** A new folder for this run's bundles (see makeRunFolder). */
export function makeBundlesDir(): string {
  return makeRunFolder(BUNDLES_ROOT);
}
