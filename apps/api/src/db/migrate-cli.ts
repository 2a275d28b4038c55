// pnpm db:migrate | db:migrate:create <name> | db:check
import { loadConfig, readEnvironment } from '../config/config.js';
import { exitWith } from '../lib/cli-exit.js';
import { openDatabase } from './database.js';
import { createMigration, pendingSchemaSql } from './migrator.js';

async function main(command: string | undefined, name: string | undefined): Promise<number> {
  switch (command) {
    case 'deploy': {
      const config = loadConfig(readEnvironment());
      const database = await openDatabase(config.database);
      const applied = database.appliedMigrations;
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
      await database.close();
      return 0;
    }
    case 'create': {
      if (!name || !/^[a-z0-9_]+$/.test(name)) {
        console.error('usage: pnpm db:migrate:create <name>   (lowercase letters, digits, _)');
        return 2;
      }
      const dir = await createMigration(name);
      console.log(dir ? `wrote ${dir}/migration.sql` : 'schema.prisma matches the migrations');
      return 0;
    }
    case 'check': {
      const sql = await pendingSchemaSql();
      if (sql) {
        console.error('schema.prisma and prisma/migrations differ; run pnpm db:migrate:create:');
        console.error(sql);
        return 1;
      }
      console.log('schema.prisma matches the migrations');
      return 0;
    }
    default:
      console.error('usage: deploy | create <name> | check');
      return 2;
  }
}

exitWith(await main(process.argv[2], process.argv[3]));
