import { PRACTICE_BOOKING_LIMITS } from '@academy/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { ScaleShape } from './scale-shape.js';
import { int, pick, SCALE_MEMBERS, seoulInstant } from './sql-helpers.js';

/** A room's day in bookable blocks of one or two hours, 09:00 to 22:00 (start hour, hours). */
const BLOCKS = [
  [9, 2],
  [11, 1],
  [12, 1],
  [13, 2],
  [15, 1],
  [16, 1],
  [17, 2],
  [19, 1],
  [20, 1],
  [21, 1],
] as const;
const BLOCK_VALUES = BLOCKS.map(([hour, hours]) => `(${hour}, ${hours})`).join(', ');
const ROOMS = 3;
/** Bookings reach as far ahead as members may book. */
const FUTURE_DAYS = PRACTICE_BOOKING_LIMITS.HORIZON_DAYS;
/** Share of blocks booked: the coming weeks fill up, the past was busy. */
const FUTURE_BOOKED_PERCENT = 35;
const PAST_BOOKED_PERCENT = 90;
/** Members who booked in the last three years are today's active ones. */
const ACTIVE_ERA_DAYS = 1095;

/**
 * How many days back the bookings reach: three rooms have only 13 hours a day, so 170,000
 * non-overlapping bookings go back about 17 years. The margin covers blocks left out because
 * existing bookings (the demo's) hold them.
 */
export function practiceHistoryDays(shape: ScaleShape): number {
  const booked = shape.practiceSessions - shape.cancelledPracticeSessions;
  const future = FUTURE_DAYS * ROOMS * BLOCKS.length * (FUTURE_BOOKED_PERCENT / 100);
  const perPastDay = ROOMS * BLOCKS.length * (PAST_BOOKED_PERCENT / 100);
  return Math.ceil((Math.max(booked - future, 0) / perPastDay) * 1.1) + 7;
}

/** The member of booking `key`: an active member in the last three years, anyone before. */
function bookerOf(shape: ScaleShape, key: string, day: string): string {
  const active = int(shape.activeMembers);
  const everyone = int(shape.members);
  const members = `CASE WHEN ${day} >= -${ACTIVE_ERA_DAYS} THEN ${active} ELSE ${everyone} END`;
  return `1 + ${pick(key, 51, members)}`;
}

/**
 * Booked sessions, from the booking horizon back in time, each on a free block of its room: they
 * never overlap one another or existing bookings, as practice_sessions_no_overlap demands.
 */
async function insertBooked(tx: Prisma.TransactionClient, shape: ScaleShape) {
  const start = seoulInstant('p.today + o', 'b.hour');
  await tx.$executeRawUnsafe(`
    INSERT INTO practice_sessions (room_id, member_id, start_time, end_time, status, notes,
      created_at, updated_at)
    SELECT r.room_id, m.id, r.start_time, r.end_time,
      CASE WHEN r.end_time <= p.now THEN 'completed' ELSE 'scheduled' END::"PracticeSessionStatus",
      CASE WHEN ${pick('r.key', 52, 10)} = 0 THEN '합주 곡 연습' END,
      least(r.start_time - make_interval(hours => 1 + ${pick('r.key', 53, 336)}), p.now),
      least(r.start_time - make_interval(hours => 1 + ${pick('r.key', 53, 336)}), p.now)
    FROM (
      SELECT o, room AS room_id, k.key, t.start_time,
             t.start_time + make_interval(hours => b.hours) AS end_time
      FROM scale_params p,
        generate_series(-${int(practiceHistoryDays(shape))}, ${FUTURE_DAYS}) AS o,
        generate_series(1, ${ROOMS}) AS room,
        (VALUES ${BLOCK_VALUES}) AS b(hour, hours),
        LATERAL (SELECT ((o + 100000) * ${ROOMS} + room) * 24 + b.hour AS key) AS k,
        LATERAL (SELECT ${start} AS start_time) AS t
      WHERE ${pick('k.key', 50, 100)}
          < CASE WHEN o > 0 THEN ${FUTURE_BOOKED_PERCENT} ELSE ${PAST_BOOKED_PERCENT} END
        AND NOT EXISTS (
          SELECT 1 FROM practice_sessions ps
          WHERE ps.room_id = room AND ps.status <> 'cancelled'
            AND tstzrange(ps.start_time, ps.end_time, '[)')
              && tstzrange(t.start_time, t.start_time + make_interval(hours => b.hours), '[)'))
      ORDER BY o DESC, room, b.hour
      LIMIT ${int(shape.practiceSessions - shape.cancelledPracticeSessions)}
    ) AS r
    CROSS JOIN scale_params p
    JOIN (${SCALE_MEMBERS}) AS m ON m.n = ${bookerOf(shape, 'r.key', 'r.o')}
    -- Room by room in time order: the exclusion constraint's GiST index grows fastest so.
    ORDER BY r.room_id, r.start_time`);
}

/** Cancelled bookings anywhere in the same span; cancelled rows may share a block. */
async function insertCancelled(tx: Prisma.TransactionClient, shape: ScaleShape) {
  const span = practiceHistoryDays(shape) + FUTURE_DAYS + 1;
  const hours = `(ARRAY[${BLOCKS.map(([, length]) => length).join(', ')}])[x.block]`;
  const startHour = `(ARRAY[${BLOCKS.map(([hour]) => hour).join(', ')}])[x.block]`;
  await tx.$executeRawUnsafe(`
    INSERT INTO practice_sessions (room_id, member_id, start_time, end_time, status,
      cancelled_at, created_at, updated_at)
    SELECT x.room, m.id, t.start_time, t.start_time + make_interval(hours => ${hours}),
      'cancelled', c.created_at + (least(t.start_time, p.now) - c.created_at) / 2,
      c.created_at, c.created_at + (least(t.start_time, p.now) - c.created_at) / 2
    FROM scale_params p, generate_series(1, ${int(shape.cancelledPracticeSessions)}) AS g,
      LATERAL (SELECT ${FUTURE_DAYS} - ${pick('g', 60, span)} AS o,
        1 + ${pick('g', 61, ROOMS)} AS room, 1 + ${pick('g', 62, BLOCKS.length)} AS block) AS x,
      LATERAL (SELECT ${seoulInstant('p.today + x.o', startHour)} AS start_time) AS t,
      LATERAL (SELECT least(t.start_time - make_interval(hours => 2 + ${pick('g', 63, 336)}),
        p.now - interval '2 hours') AS created_at) AS c,
      (${SCALE_MEMBERS}) AS m
    WHERE m.n = ${bookerOf(shape, 'g', 'x.o')}`);
}

export async function insertPracticeSessions(tx: Prisma.TransactionClient, shape: ScaleShape) {
  await insertBooked(tx, shape);
  await insertCancelled(tx, shape);
}
