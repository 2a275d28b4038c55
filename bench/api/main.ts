// `pnpm bench`: load test of the production build on the embedded database and on PostgreSQL,
// each endpoint next to a bare node:http handler measured in the same run (see
// docs/performance.md for the method).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toAcademyIsoDate } from '@academy/contracts';
import { startApp, startBareServer } from '../shared/app-server.js';
import { embeddedDatabase, postgresDatabase, type BenchDatabase } from '../shared/databases.js';
import { atExit, killProcessesOnExit, stopAllProcesses } from '../shared/processes.js';
import { seedBenchData } from './bench-data.js';
import { buildBookingPool } from './booking-pool.js';
import { measure, type LoadOptions, type Measurement, type Scenario } from './load.js';
import { readBenchOptions, type BenchOptions } from './options.js';
import { formatTable, formatTargets } from './report.js';
import { apiScenarios } from './scenarios.js';
import { signIn } from './sign-in.js';

const progress = (message: string) => console.error(`bench: ${message}`);

/** A warm-up run that is thrown away, then the measured run. */
async function warmThenMeasure(
  baseUrl: string,
  scenario: Scenario,
  options: BenchOptions,
): Promise<Measurement> {
  progress(`${scenario.name}: ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s`);
  const load: LoadOptions = { connections: options.connections, durationSeconds: 0 };
  await measure(baseUrl, scenario, { ...load, durationSeconds: options.warmupSeconds });
  return measure(baseUrl, scenario, { ...load, durationSeconds: options.durationSeconds });
}

const BARE: Scenario = { name: 'bare node:http (yardstick)', method: 'GET', path: '/' };

async function benchDatabase(database: BenchDatabase, options: BenchOptions, runDir: string) {
  const log = (name: string) => path.join(runDir, `${database.kind}-${name}.log`);
  progress(`${database.label}: preparing data`);
  const seeding = performance.now();
  const data = await seedBenchData(database, log('seed'));
  progress(`data ready in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);

  const bareServer = await startBareServer(log('bare'));
  let bare: Measurement;
  try {
    bare = await warmThenMeasure(bareServer.baseUrl, BARE, options);
  } finally {
    await bareServer.stop();
  }

  const app = await startApp({
    database: database.env,
    logFile: log('app'),
    logLevel: options.logLevel,
  });
  const results: Measurement[] = [];
  try {
    const memberCookies = await Promise.all(
      data.bookingMembers.map((member) => signIn(app.baseUrl, member)),
    );
    const scenarios = apiScenarios({
      staffCookie: await signIn(app.baseUrl, data.staff),
      bookingPool: await buildBookingPool(app.baseUrl, memberCookies),
      loginAccounts: data.loginAccounts,
      today: toAcademyIsoDate(new Date()),
      scale: data.scale,
    });
    for (const scenario of scenarios) {
      results.push(await warmThenMeasure(app.baseUrl, scenario, options));
    }
  } finally {
    await app.stop();
  }
  console.log(`\n### ${database.label}, ${data.description}\n`);
  console.log(formatTable(bare, results));
  console.log(`\nTargets, ${database.label}, ${data.description}:\n`);
  console.log(formatTargets(bare, results));
  console.log('');
}

function describeMachine(options: BenchOptions): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return [
    `Machine: ${cpu}, ${os.availableParallelism()} cores, ${memory} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`,
    `Load: autocannon, ${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s per endpoint; latencies in ms; "÷ bare %" = req/s ÷ bare node:http req/s, in percent`,
  ].join('\n');
}

async function main(): Promise<number> {
  killProcessesOnExit();
  const options = readBenchOptions();
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  console.log(`## pnpm bench, ${new Date().toISOString()}\n\n${describeMachine(options)}`);
  let failed = false;
  // The logs are kept when the bench fails, to explain why; otherwise nothing is left behind.
  atExit(() => {
    if (!failed) rmSync(runDir, { recursive: true, force: true });
  });
  try {
    for (const kind of options.databases) {
      const database =
        kind === 'embedded'
          ? embeddedDatabase(runDir)
          : await postgresDatabase(options.postgresServerUrl, options.postgresDatabase);
      if ('skipped' in database) {
        console.log(`\n### PostgreSQL: skipped, ${database.skipped}\n`);
        continue;
      }
      try {
        await benchDatabase(database, options, runDir);
      } finally {
        await database.dispose();
      }
    }
  } catch (error) {
    failed = true;
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`bench: server and seed logs kept in ${runDir}`);
  } finally {
    await stopAllProcesses();
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
