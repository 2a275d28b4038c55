// Prints the slowest test files of each runner from the JSON reports a test run wrote
// (scripts/test.sh and .ci/run write them to reports/): node scripts/slowest-tests.mjs [count]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REPORTS = 'reports';
const count = Number(process.argv[2] ?? 25);

/** Vitest's JSON report: one entry per file with its start and end. */
function vitestFiles(report) {
  return report.testResults.map((file) => ({
    name: path.relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }));
}

/** Playwright's JSON report: each test's runs, added up per spec file and project. */
function playwrightFiles(report) {
  const files = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const key = `${file} [${test.projectName}]`;
        const entry = files.get(key) ?? { name: key, seconds: 0, tests: 0 };
        entry.tests += 1;
        for (const result of test.results) entry.seconds += result.duration / 1000;
        files.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  return [...files.values()];
}

if (!existsSync(REPORTS)) {
  console.error(`No ${REPORTS}/ folder: run scripts/test.sh or .ci/run first.`);
  process.exit(1);
}
for (const file of readdirSync(REPORTS)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(path.join(REPORTS, file), 'utf8'));
  const files = report.testResults ? vitestFiles(report) : playwrightFiles(report);
  const total = files.reduce((sum, entry) => sum + entry.tests, 0);
  console.log(`\n${file}: ${files.length} files, ${total} tests; the ${count} slowest files`);
  for (const entry of files.sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
    console.log(
      `${entry.seconds.toFixed(1).padStart(8)} s  ${String(entry.tests).padStart(4)}  ${entry.name}`,
    );
  }
}
