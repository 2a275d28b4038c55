import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDatabaseBefore,
  type DatabaseBeforeMigration,
} from '../../test/database-before-migration.js';

const MIGRATION = '20261129190000_one_oneday_class_entry';

/** A calendar entry of the first teacher on 2030-03-20. */
const entry = (type: string, relatedId: number | null, title: string) =>
  `(1, '${title}', '2030-03-20', 840, 900, '${type}', ${relatedId ?? 'NULL'}, now())`;

describe('the migration that keeps one calendar entry per one-day application', () => {
  let before: DatabaseBeforeMigration;

  beforeAll(async () => {
    before = await openDatabaseBefore(MIGRATION);
    const { database } = before;
    await database.sql(`
      INSERT INTO staff (login_id, password_hash, name, email, role, updated_at)
      VALUES ('admin', 'x', 'Admin', 'admin@example.com', 'admin', now())`);
    await database.sql(`
      INSERT INTO oneday_applications (name, birth_date, phone_number, preferred_time, updated_at)
      VALUES ('첫째', '1999-05-05', '01011112222', '오후', now()),
             ('둘째', '1999-05-05', '01033334444', '오후', now())`);
    // Application 1 confirmed and then posted twice by a client; application 2 confirmed once.
    await database.sql(`
      INSERT INTO personal_schedules (teacher_id, title, schedule_date, start_minute, end_minute,
        schedule_type, related_oneday_id, updated_at)
      VALUES ${[
        entry('oneday_class', 1, 'confirmed 1'),
        entry('oneday_class', 1, 'posted 1'),
        entry('oneday_class', 2, 'confirmed 2'),
        entry('oneday_class', 1, 'posted 1 again'),
        entry('personal', 1, 'personal note on 1'),
        entry('oneday_class', null, 'class without application'),
        entry('oneday_class', null, 'another class without application'),
      ].join(', ')}`);
    before.addMigration();
  });
  afterAll(() => before.close());

  it('when an application has several classes, then the first stays and every other entry is kept', async () => {
    const { migrator, database } = before;
    expect(await migrator.applyMigrations(database.adapter)).toEqual([MIGRATION]);
    expect(await database.sql('SELECT title FROM personal_schedules ORDER BY id')).toEqual([
      { title: 'confirmed 1' },
      { title: 'confirmed 2' },
      { title: 'personal note on 1' },
      { title: 'class without application' },
      { title: 'another class without application' },
    ]);
  });

  it('when a second class of an application is written afterwards, then the database refuses it', async () => {
    const { database } = before;
    const refused = await database
      .sql(
        `INSERT INTO personal_schedules (teacher_id, title, schedule_date, start_minute,
          end_minute, schedule_type, related_oneday_id, updated_at)
         VALUES ${entry('oneday_class', 2, 'second of 2')}`,
      )
      .then(
        () => 'written',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    expect(refused).toMatch(/personal_schedules_one_oneday_class/);
    await database.sql(
      `INSERT INTO personal_schedules (teacher_id, title, schedule_date, start_minute,
        end_minute, schedule_type, related_oneday_id, updated_at)
       VALUES ${entry('personal', 2, 'personal note on 2')}`,
    );
  });
});
