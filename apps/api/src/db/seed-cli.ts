// pnpm db:seed — creates the demo data when the database is empty.
import { loadConfig, readEnvironment } from '../config.js';
import { openDatabase } from './database.js';
import { seedDemoDataIfEmpty } from './seed/seed-demo-data.js';

const database = await openDatabase(loadConfig(readEnvironment()).database);
try {
  const seeded = await seedDemoDataIfEmpty(database.prisma);
  console.log(seeded ? 'demo data created' : 'database already has data: nothing seeded');
} finally {
  await database.close();
}
