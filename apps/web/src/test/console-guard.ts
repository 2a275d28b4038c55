import { format } from 'node:util';
import { vi } from 'vitest';

/**
 * A component test fails when the code under test writes to console.error or console.warn
 * (React's act(...), key and DOM-nesting warnings, a failed query, a logged load failure…)
 * unless the test declared that message with `expectConsoleError` / `expectConsoleWarn`.
 * `setup.ts` arms the guard before each test and checks it after each test.
 */

type TLevel = 'error' | 'warn';
type TLogged = { level: TLevel; text: string };
type TExpected = { level: TLevel; pattern: RegExp | string };

const originals = { error: console.error, warn: console.warn };
let logged: TLogged[] = [];
let expected: TExpected[] = [];

const matches = (pattern: RegExp | string, text: string) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

const isExpected = (entry: TLogged) =>
  expected.some(({ level, pattern }) => level === entry.level && matches(pattern, entry.text));

function record(level: TLevel) {
  // A mock function (not vi.spyOn), so `vi.restoreAllMocks()` in a test file neither removes it
  // nor hides what it recorded; tests may still read it with `expect(console.error)…`.
  return vi.fn((...args: unknown[]) => {
    logged.push({ level, text: format(...args) });
  });
}

export function armConsoleGuard() {
  logged = [];
  expected = [];
  console.error = record('error');
  console.warn = record('warn');
}

/** Throws (failing the test) on an undeclared message, or on a declared one never logged. */
export function checkConsoleGuard() {
  console.error = originals.error;
  console.warn = originals.warn;
  const unexpected = logged.filter((entry) => !isExpected(entry));
  const missing = expected.filter(
    ({ level, pattern }) =>
      !logged.some((entry) => entry.level === level && matches(pattern, entry.text)),
  );
  logged = [];
  expected = [];
  const problems = [
    ...unexpected.map(({ level, text }) => `console.${level} was called unexpectedly:\n${text}`),
    ...missing.map(
      ({ level, pattern }) =>
        `console.${level} matching ${String(pattern)} was expected but not logged`,
    ),
  ];
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('\n\n')}\n\nFix the cause; a test that logs on purpose declares it with expectConsoleError / expectConsoleWarn.`,
    );
  }
}

/**
 * Declares that this test makes the code log a console.error matching `pattern` (a substring or
 * a regular expression). Matching messages are not reported; the test fails if none is logged.
 */
export function expectConsoleError(pattern: RegExp | string) {
  expected.push({ level: 'error', pattern });
}

/** Like `expectConsoleError`, for console.warn. */
export function expectConsoleWarn(pattern: RegExp | string) {
  expected.push({ level: 'warn', pattern });
}
