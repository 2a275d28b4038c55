// pnpm seed:scale — adds the scale data set (docs/performance.md "Scale data") to the configured database.
import { loadConfig, readEnvironment } from '../config/config.js';
import { exitWith } from '../lib/cli-exit.js';
import { openDatabase } from '../db/database.js';
import { SCALE_ACCOUNTS, scaleMemberLoginId, scaleShape } from './scale/scale-shape.js';
import { seedScaleData } from './seed-scale-data.js';

const config = loadConfig(readEnvironment());
if (config.isProduction) {
  console.error('Refusing to add scale data to a production database (NODE_ENV=production).');
  exitWith(1);
}
const started = performance.now();
const database = await openDatabase(config.database);
let exitCode = 0;
try {
  console.log(`seeding scale data into the ${database.kind} database…`);
  const outcome = await seedScaleData(database.prisma);
  if (!outcome.seeded) {
    console.log(`nothing seeded: ${outcome.reason}`);
    // Running it twice is fine; a database it cannot build on is an error.
    if (!outcome.alreadySeeded) exitCode = 1;
  } else {
    if (outcome.demoCreated) console.log('  (the database was empty: the demo academy came first)');
    for (const { step, ms } of outcome.steps) console.log(`  ${step.padEnd(34)} ${ms} ms`);
    console.log('scale rows added:');
    for (const [table, rows] of Object.entries(outcome.added)) {
      console.log(`  ${table.padEnd(26)} ${rows.toLocaleString('en')}`);
    }
    const active = scaleShape().activeMembers;
    console.log(
      `active members sign in as ${scaleMemberLoginId(1)} … ${scaleMemberLoginId(active)}, ` +
        `password ${SCALE_ACCOUNTS.password}`,
    );
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
exitWith(exitCode);
