import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';

const WEB_DIR = import.meta.dirname;
const TEST_FILE = /\.test\.tsx?$/;
/** What a test file does when it needs modules of its own: mocks one, or imports one afresh. */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;
/**
 * Tests of the prerendering render the app on the server (react-dom/static): React refuses a
 * context provider that a server and a client renderer both drew from the same module.
 */
const SERVER_RENDERING = `src${path.sep}app${path.sep}prerender${path.sep}`;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return TEST_FILE.test(entry.name) ? [file] : [];
  });
}

/**
 * The web test files that need modules of their own, relative to apps/web: those that mock a
 * module or import one afresh, and the prerendering's. They run in the `web-isolated` project;
 * the others share their worker's modules (project `web`), which saves importing React, Testing
 * Library and the app again for every file. Read from the files, so a new test that mocks lands
 * in the right project without a list to keep.
 */
export const FRESH_MODULE_TESTS = testFiles(path.join(WEB_DIR, 'src'))
  .map((file) => path.relative(WEB_DIR, file))
  .filter(
    (file) =>
      file.startsWith(SERVER_RENDERING) ||
      REPLACES_MODULES.test(readFileSync(path.join(WEB_DIR, file), 'utf8')),
  );

/** What both web projects share: React, the `@/` paths, jsdom and the test setup. */
export const WEB_TEST_BASE = {
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
};
