// `pnpm bench:web`: Lighthouse 12 (mobile preset, simulated throttling) on the production build
// served by the API, for the guest pages of targets.ts; exits 1 when a score is under its target.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logTail, seedDatabase, startApp } from '../shared/app-server.js';
import { embeddedDatabase } from '../shared/databases.js';
import { atExit, killProcessesOnExit } from '../shared/processes.js';
import { auditPage, type PageAudit } from './audit.js';
import { chromePath, launchChrome } from './chrome.js';
import { formatFailures, formatScores } from './report.js';
import { belowTarget, selectPages } from './targets.js';

// Lighthouse's own advice: performance varies from run to run, report the median of several.
const runs = Math.max(1, Math.round(Number(process.env.LIGHTHOUSE_RUNS || 3)));
const pages = selectPages(process.env.LIGHTHOUSE_PAGES);

// Lighthouse now and then fails to record a trace (NO_NAVSTART and the like) and itself says to
// run again: a run is tried up to three times before the bench gives up.
async function auditWithRetries(url: string, chromePort: number): Promise<PageAudit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditPage(url, chromePort);
    } catch (error) {
      if (attempt === 3) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`bench:web: ${reason}; trying again`);
    }
  }
}

function median(audits: PageAudit[]): PageAudit {
  const sorted = [...audits].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return middle;
}

async function main(): Promise<number> {
  killProcessesOnExit();
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'academy-lighthouse-'));
  const database = embeddedDatabase(runDir);
  const appLog = path.join(runDir, 'app.log');
  console.log(`## pnpm bench:web, ${new Date().toISOString()}\n`);
  console.log(`Lighthouse 12, mobile preset, median of ${runs} run(s) per page; ${chromePath()}`);
  await seedDatabase('db:seed', database.env, path.join(runDir, 'seed.log'));
  const app = await startApp({ database: database.env, logFile: appLog, logLevel: 'warn' });
  const chrome = await launchChrome();
  atExit(() => void chrome.kill());
  const results: PageAudit[] = [];
  try {
    for (const page of pages) {
      const audits: PageAudit[] = [];
      for (let run = 1; run <= runs; run += 1) {
        console.error(`bench:web: ${page} run ${run}/${runs}`);
        audits.push(await auditWithRetries(`${app.baseUrl}${page}`, chrome.port));
      }
      const chosen = median(audits);
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
      writeFileSync(path.join(runDir, `${name}.html`), chosen.html);
      writeFileSync(path.join(runDir, `${name}.json`), JSON.stringify(chosen.lhr));
      results.push(chosen);
    }
  } catch (error) {
    console.error(`bench:web failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`--- ${appLog}\n${logTail(appLog)}`);
    return 1;
  } finally {
    await chrome.kill();
    await app.stop();
    await database.dispose();
  }
  console.log(`\n${formatScores(results)}\n`);
  const details = formatFailures(results);
  if (details) console.log(`${details}\n`);
  console.log(`HTML reports: ${runDir}`);
  const missed = results.filter((result) => belowTarget(result.scores).length > 0);
  if (missed.length > 0) {
    console.error(
      `bench:web: below target on ${missed.map((result) => new URL(result.url).pathname).join(', ')}`,
    );
    return 1;
  }
  return 0;
}

process.exitCode = await main();
