import type { Prisma } from '../../generated/prisma/client.js';
import { int, pick, SCALE_MEMBERS, seoulInstant } from './sql-helpers.js';
import type { ScaleShape } from './scale-shape.js';

/** Requests per active member over their lesson history: 0 to this many. */
const HISTORY_REQUESTS = 4;
/** One active member in this many also has a request near today. */
const RECENT_EVERY = 5;

/**
 * The lesson day each request moves. Request 1 is within four weeks of today (the only one
 * that may still be pending, so the pending-request constraints hold). The others each fall in
 * their own part of the days from the slot's start to five weeks ago, so no two move the same
 * lesson (lesson_overrides is unique per lesson date) and the months before look alike.
 */
function baseDay(key: string): string {
  const span = '(p.today - 35 - ls.effective_from)';
  const third = `(${span} / ${HISTORY_REQUESTS})`;
  return `CASE WHEN j = 1 THEN p.today + ${pick(key, 80, 56)} - 28
    WHEN ${third} >= 14
      THEN ls.effective_from + (j - 2) * ${third} + ${pick(key, 80, `${third} - 7`)} END`;
}

/**
 * Schedule change requests of the active members: past ones decided (an approval moved that
 * lesson: a single-date override), coming ones mostly pending.
 */
export async function insertScheduleChanges(tx: Prisma.TransactionClient, shape: ScaleShape) {
  const key = `m.n * 10 + j`;
  await tx.$executeRawUnsafe(`
    WITH src AS (
      SELECT ls.id AS lesson_schedule_id, m.id AS member_id, ${key} AS k, ls.effective_from,
        x.base + (ls.day_of_week - extract(isodow FROM x.base)::int + 7) % 7 AS original_date
      FROM scale_params p, (${SCALE_MEMBERS}) AS m
      JOIN lesson_schedules ls ON ls.member_id = m.id AND ls.effective_until IS NULL,
        generate_series(1, ${1 + HISTORY_REQUESTS}) AS j,
        LATERAL (SELECT ${baseDay(key)} AS base) AS x
      WHERE m.n <= ${int(shape.activeMembers)} AND x.base IS NOT NULL
        AND CASE WHEN j = 1 THEN ${pick('m.n', 86, RECENT_EVERY)} = 0
          ELSE j <= 1 + ${pick('m.n', 85, 1 + HISTORY_REQUESTS)} END
    ), req AS (
      INSERT INTO schedule_change_requests (member_id, lesson_schedule_id, change_start_date,
        change_end_date, original_date, requested_date, requested_start_minute,
        requested_end_minute, reason, status, teacher_response, handler_id, created_at,
        updated_at)
      SELECT s.member_id, s.lesson_schedule_id, s.original_date, s.original_date,
        s.original_date, s.original_date + 1 + ${pick('s.k', 81, 5)},
        (11 + ${pick('s.k', 82, 10)}) * 60, (12 + ${pick('s.k', 82, 10)}) * 60,
        '개인 사정으로 수업 일정 변경을 요청드립니다.', d.status,
        CASE WHEN d.status IN ('approved', 'rejected') THEN '확인했습니다.' END,
        CASE WHEN d.status IN ('approved', 'rejected') THEN p.teacher_id END,
        c.created_at, c.created_at
      FROM src AS s, scale_params p,
        LATERAL (SELECT least(${seoulInstant(`s.original_date - 3 - ${pick('s.k', 83, 8)}`, '12')},
          p.now) AS created_at) AS c,
        LATERAL (SELECT CASE WHEN s.original_date < p.today
          THEN (ARRAY['approved', 'approved', 'approved', 'rejected', 'cancelled'])
            [1 + ${pick('s.k', 84, 5)}]
          ELSE (ARRAY['pending', 'pending', 'approved'])[1 + ${pick('s.k', 84, 3)}]
        END::"ScheduleChangeStatus" AS status) AS d
      WHERE s.original_date >= s.effective_from
      RETURNING id, member_id, lesson_schedule_id, original_date, requested_date,
        requested_start_minute, requested_end_minute, status, created_at
    )
    INSERT INTO lesson_overrides (member_id, lesson_schedule_id, request_id, scope,
      original_date, new_date, new_start_minute, new_end_minute, created_at)
    SELECT member_id, lesson_schedule_id, id, 'single', original_date, requested_date,
      requested_start_minute, requested_end_minute, created_at
    FROM req
    WHERE status = 'approved'`);
}
