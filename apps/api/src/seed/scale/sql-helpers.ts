import { SEOUL_OFFSET_HOURS } from '@academy/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { SCALE_ACCOUNTS } from './scale-shape.js';

/**
 * SQL shared by the scale seed's statements. Every "random" value is a hash of the row's
 * number, so one shape always gives the same rows (benchmarks stay comparable) and every
 * statement stays a plain set-based INSERT … SELECT.
 */

/** A stable pseudo-random integer in [0, modulo) for the row key `key`; `salt` decorrelates. */
export function pick(key: string, salt: number, modulo: number | string): string {
  return `abs(hashint8extended((${key})::bigint, ${salt}) % (${modulo}))::int`;
}

/** The instant `hour`:00 Seoul time on the calendar day `day`. */
export function seoulInstant(day: string, hour: string): string {
  return `((${day})::timestamp AT TIME ZONE 'UTC' + make_interval(hours => (${hour}) - ${int(SEOUL_OFFSET_HOURS)}))`;
}

/** The Seoul calendar day of an instant. */
export function seoulDay(instant: string): string {
  return `(((${instant}) AT TIME ZONE 'UTC') + interval '${int(SEOUL_OFFSET_HOURS)} hours')::date`;
}

/** A count from the shape, written into SQL text: only integers get in. */
export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer: ${value}`);
  return String(value);
}

/** Scale members with their number n (1-based), read back from the login id. */
export const SCALE_MEMBERS = `
  SELECT id, status, registered_at, right(login_id, 4)::int AS n
  FROM members WHERE login_id LIKE '${SCALE_ACCOUNTS.memberLoginPrefix}%'`;

/** The e-mail domain of scale applications (and accounts), as a SQL string literal. */
export const SCALE_EMAIL = `'@${SCALE_ACCOUNTS.emailDomain}'`;

/**
 * The values every statement reads (`CROSS JOIN scale_params p`): the clock, today in Seoul,
 * the academy's teacher and the one password hash, passed once as parameters and kept in a
 * temporary table of the seed's transaction. The marks are the highest ids before the seed,
 * so later statements can tell the rows it created from those that were there.
 */
export async function createScaleParams(
  tx: Prisma.TransactionClient,
  params: { now: Date; today: string; teacherId: number; passwordHash: string },
): Promise<void> {
  await tx.$executeRawUnsafe(
    `CREATE TEMPORARY TABLE scale_params ON COMMIT DROP AS
     SELECT $1::timestamptz AS now, $2::date AS today, $3::int AS teacher_id,
            $4::text AS password_hash,
            (SELECT coalesce(max(id), 0) FROM lesson_applications) AS lesson_mark,
            (SELECT coalesce(max(id), 0) FROM oneday_applications) AS oneday_mark,
            (SELECT coalesce(max(id), 0) FROM schedule_change_requests) AS modification_mark`,
    params.now.toISOString(),
    params.today,
    params.teacherId,
    params.passwordHash,
  );
}
