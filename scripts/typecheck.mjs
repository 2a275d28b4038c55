#!/usr/bin/env node
// Type checks TypeScript projects with TypeScript 7's native compiler (`typescript-native`, an
// alias of typescript@7): the same checks as TypeScript 6 at a fraction of the CPU time
// (docs/decisions/0022-type-checking-with-typescript-7.md). TypeScript 6 stays installed as
// `typescript` for typescript-eslint, which needs its JavaScript API.
//
//   node scripts/typecheck.mjs             every workspace project that has a tsconfig.json, and
//                                          the browser journeys (e2e/, not a workspace package)
//   node scripts/typecheck.mjs <dir>...    those projects only (each package's `typecheck`)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin',
  'tsc',
);

/** The folders pnpm-workspace.yaml lists (`- apps/*`, `- bench`). */
function workspaceProjects() {
  const patterns = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s*-\s*['"]?([^'"]+?)['"]?\s*$/.exec(line)?.[1])
    .filter(Boolean);
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(root, pattern)];
    const parent = path.join(root, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(parent, entry.name));
  });
}

const projects = (
  process.argv.length > 2
    ? process.argv.slice(2).map((dir) => path.resolve(dir))
    : [...workspaceProjects(), path.join(root, 'e2e')]
).filter((dir) => existsSync(path.join(dir, 'tsconfig.json')));

let failed = 0;
for (const dir of projects) {
  // One project at a time: the compiler checks each on every core.
  const { status } = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], {
    cwd: dir,
    stdio: 'inherit',
  });
  const name = path.relative(root, dir) || '.';
  if (status === 0) console.log(`typecheck: ${name}: no errors`);
  else {
    console.error(`typecheck: ${name}: failed`);
    failed += 1;
  }
}
process.exit(failed ? 1 : 0);
