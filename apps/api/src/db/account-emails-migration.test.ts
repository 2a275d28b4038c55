import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDatabaseBefore,
  type DatabaseBeforeMigration,
  type OldDatabase,
} from '../../test/database-before-migration.js';

const MIGRATION = '20261125151904_account_emails';

describe('the migration that makes e-mail addresses unique across accounts', () => {
  let before: DatabaseBeforeMigration;
  let migrator: DatabaseBeforeMigration['migrator'];
  let database: OldDatabase;

  beforeAll(async () => {
    before = await openDatabaseBefore(MIGRATION);
    ({ migrator, database } = before);
    await database.sql(`
      INSERT INTO staff (login_id, password_hash, name, email, role, updated_at)
      VALUES ('admin', 'x', 'Admin', 'admin@example.com', 'admin', now())`);
    await database.sql(`
      INSERT INTO members (login_id, password_hash, name, email, phone_number, updated_at)
      VALUES ('s01012340000', 'x', 'Taker', 'Admin@Example.com', '01012340000', now()),
             ('s01012340001', 'x', 'Other', 'other@example.com', '01012340001', now())`);
    before.addMigration();
  });
  afterAll(() => before.close());

  it('when two accounts share an address in any letter case, then it stops with a message naming them and changes nothing', async () => {
    const failure = await migrator.applyMigrations(database.adapter).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(failure).toMatch(/unique across members and staff/);
    expect(failure).toContain(
      'admin@example.com (member 1, login id s01012340000 and staff 1, login id admin)',
    );
    expect(failure).not.toContain('other@example.com');
    expect(await database.sql(`SELECT to_regclass('account_emails')::text AS name`)).toEqual([
      { name: null },
    ]);
    expect(await database.sql('SELECT email FROM members ORDER BY id')).toEqual([
      { email: 'Admin@Example.com' },
      { email: 'other@example.com' },
    ]);
  });

  it('when the shared address is fixed, then the next run applies it and every address is kept, lower-cased', async () => {
    await database.sql(`UPDATE members SET email = 'taker@example.com' WHERE id = 1`);
    expect(await migrator.applyMigrations(database.adapter)).toEqual([MIGRATION]);
    expect(
      await database.sql(
        'SELECT email, member_id, staff_id FROM account_emails ORDER BY member_id, staff_id',
      ),
    ).toEqual([
      { email: 'taker@example.com', member_id: 1, staff_id: null },
      { email: 'other@example.com', member_id: 2, staff_id: null },
      { email: 'admin@example.com', member_id: null, staff_id: 1 },
    ]);
  });
});
