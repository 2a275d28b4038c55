// pnpm db:seed — creates the demo data when the database is empty.
import { loadConfig, readEnvironment } from '../config/config.js';
import { exitWith } from '../lib/cli-exit.js';
import { openDatabase } from '../db/database.js';
import { seedDemoDataIfEmpty } from './seed-demo-data.js';

const config = loadConfig(readEnvironment());
if (config.isProduction) {
  console.error(
    'Refusing to create demo data in production (NODE_ENV=production): its accounts have ' +
      'published passwords. Create the first admin with pnpm admin:create.',
  );
  exitWith(1);
}
const database = await openDatabase(config.database);
try {
  const seeded = await seedDemoDataIfEmpty(database.prisma);
  console.log(seeded ? 'demo data created' : 'database already has data: nothing seeded');
} finally {
  await database.close();
}
exitWith(0);
