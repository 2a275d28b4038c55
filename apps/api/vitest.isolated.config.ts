import { defineProject } from 'vitest/config';
import { API_TIMEOUTS, FRESH_MODULE_TESTS } from './vitest.shared.ts';

export default defineProject({
  test: {
    name: 'api-isolated',
    // Each file runs in a new process that compiles the WebAssembly schema engine and PGlite
    // afresh and lives seconds: optimising their code in the background cost more than it saved
    // (about 41 instead of 50 CPU-seconds for the project).
    execArgv: ['--liftoff-only'],
    environment: 'node',
    include: FRESH_MODULE_TESTS,
    ...API_TIMEOUTS,
  },
});
