import type { Prisma } from '../../generated/prisma/client.js';
import { PREFERRED_TIMES, personName, pickFrom } from './scale-names.js';
import { SCALE_ACCOUNTS, type ScaleShape } from './scale-shape.js';
import { int, pick, SCALE_MEMBERS, seoulDay } from './sql-helpers.js';

const { memberLoginPrefix, teacherLoginPrefix, phonePrefix, emailDomain } = SCALE_ACCOUNTS;

/**
 * The lesson cell (teacher, weekday, hour) of member n. Active members hold the first cells
 * from a day in the last three years on; the others held one from 4 to 6 years ago until
 * before any current slot began, so no two slots of a teacher ever overlap (the exclusion
 * constraint lesson_schedules_no_overlap).
 */
function cellOf(shape: ScaleShape, n: string): string {
  const active = int(shape.activeMembers);
  return `CASE WHEN ${n} <= ${active} THEN ${n} - 1
    ELSE (${n} - ${active} - 1) % (SELECT count(*) FROM scale_cells) END`;
}

/** Scale teachers, and the free weekly cells of them and the academy's teacher. */
export async function insertTeachers(tx: Prisma.TransactionClient, shape: ScaleShape) {
  const login = `'${teacherLoginPrefix}' || lpad(t::text, 2, '0')`;
  await tx.$executeRawUnsafe(`
    INSERT INTO staff (login_id, password_hash, name, email, role, created_at, updated_at)
    SELECT ${login}, p.password_hash, '강사' || lpad(t::text, 2, '0'),
           ${login} || '@${emailDomain}', 'teacher', p.now - interval '7 years', p.now
    FROM scale_params p, generate_series(1, ${int(shape.teachers)}) AS t`);
  // Cells already taken by existing slots (the demo's, say) at any time since 6 years ago are
  // left out, so the seed never collides with data it did not create.
  await tx.$executeRawUnsafe(`
    CREATE TEMPORARY TABLE scale_cells ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY s.id, d, h) - 1 AS k,
           s.id AS teacher_id, d AS day_of_week, h * 60 AS start_minute
    FROM scale_params p, staff s, generate_series(1, 5) AS d, generate_series(10, 21) AS h
    WHERE (s.id = p.teacher_id OR s.login_id LIKE '${teacherLoginPrefix}%')
      AND NOT EXISTS (
        SELECT 1 FROM lesson_schedules ls
        WHERE ls.teacher_id = s.id AND ls.day_of_week = d
          AND int4range(ls.start_minute, ls.end_minute) && int4range(h * 60, h * 60 + 60)
          AND daterange(ls.effective_from, ls.effective_until)
            && daterange(p.today - 2200, NULL))`);
}

/** Members, each with the approved lesson application that created the account. */
export async function insertMembers(tx: Prisma.TransactionClient, shape: ScaleShape) {
  const active = int(shape.activeMembers);
  const inactive = int(shape.activeMembers + shape.inactiveMembers);
  await tx.$executeRawUnsafe(`
    WITH src AS (
      SELECT n, pick_foreign AS is_foreign,
        '${memberLoginPrefix}' || lpad(n::text, 4, '0') AS login_id,
        '${phonePrefix}' || lpad(n::text, 7, '0') AS phone,
        CASE WHEN n <= ${active} THEN 'active' WHEN n <= ${inactive} THEN 'inactive'
             ELSE 'suspended' END::"MemberStatus" AS status,
        p.now - CASE WHEN n <= ${active}
          THEN make_interval(days => 1 + ${pick('n', 1, 1094)}, mins => ${pick('n', 4, 1440)})
          ELSE make_interval(days => 1461 + ${pick('n', 1, 729)}, mins => ${pick('n', 4, 1440)})
        END AS registered_at
      FROM scale_params p, generate_series(1, ${int(shape.members)}) AS n,
           LATERAL (SELECT ${pick('n', 3, 20)} = 0 AS pick_foreign) AS f
    ), named AS (
      SELECT src.*, ${personName('n', 5, 'is_foreign')} AS name,
        login_id || '@${emailDomain}' AS email,
        date '1960-01-01' + ${pick('n', 6, 58 * 365)}::int AS birth_date,
        (ARRAY['male', 'female'])[1 + ${pick('n', 7, 2)}]::"Gender" AS gender
      FROM src
    ), apps AS (
      INSERT INTO lesson_applications (name, birth_date, gender, phone_number, email,
        preferred_time, lesson_type, is_foreigner, status, handler_id, decided_at, created_at,
        updated_at)
      SELECT name, birth_date, gender, phone, email, ${pickFrom(PREFERRED_TIMES, 'n', 8)},
        (ARRAY['general', 'exam'])[1 + ${pick('n', 9, 2)}]::"LessonType", is_foreign, 'approved',
        p.teacher_id, registered_at, registered_at - make_interval(days => 1 + ${pick('n', 10, 9)}),
        registered_at
      FROM named, scale_params p
      RETURNING id, phone_number
    )
    INSERT INTO members (login_id, password_hash, name, email, phone_number, birth_date, gender,
      lesson_type, status, is_foreigner, monthly_fee, teacher_id, application_id, registered_at,
      updated_at)
    SELECT named.login_id, p.password_hash, named.name, named.email, named.phone,
      named.birth_date, named.gender,
      (ARRAY['general', 'exam', 'beginner', 'intermediate', 'advanced', 'kids', 'entrance'])
        [1 + ${pick('n', 11, 7)}]::"LessonType",
      named.status, named.is_foreign, (15 + ${pick('n', 12, 11)}) * 10000, c.teacher_id, apps.id,
      named.registered_at, named.registered_at
    FROM named
    CROSS JOIN scale_params p
    JOIN apps ON apps.phone_number = named.phone
    LEFT JOIN scale_cells c ON c.k = ${cellOf(shape, 'named.n')}`);
}

/** Each member's weekly lesson slot: open-ended for active members, ended for the others. */
export async function insertLessonSchedules(tx: Prisma.TransactionClient, shape: ScaleShape) {
  const from = seoulDay('m.registered_at');
  await tx.$executeRawUnsafe(`
    INSERT INTO lesson_schedules (member_id, teacher_id, day_of_week, start_minute, end_minute,
      effective_from, effective_until, created_at, updated_at)
    SELECT m.id, c.teacher_id, c.day_of_week, c.start_minute, c.start_minute + 60, ${from},
      CASE WHEN m.status = 'active' THEN NULL ELSE ${from} + 60 + ${pick('m.n', 2, 300)}::int END,
      m.registered_at, m.registered_at
    FROM (${SCALE_MEMBERS}) AS m
    JOIN scale_cells c ON c.k = ${cellOf(shape, 'm.n')}`);
}
