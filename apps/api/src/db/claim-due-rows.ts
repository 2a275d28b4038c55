import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

/** The outboxes that are sent in turns: their table and the status of a row still to send. */
const OUTBOXES = {
  mail_outbox: 'pending',
  text_messages: 'queued',
} as const;

/**
 * Claims an outbox's due rows in one statement (`FOR UPDATE SKIP LOCKED` under a conditional
 * UPDATE that counts the attempt and takes a lease until `now + leaseMs`): two processes never
 * claim one row, and a crashed sender's rows are due again once their lease ends. RETURNING
 * keeps no order, so the rows come back sorted by id, the order they were queued in.
 */
export async function claimDueRows<TRow extends { id: bigint }>(
  prisma: PrismaClient,
  outbox: { table: keyof typeof OUTBOXES; returning: Prisma.Sql; leaseMs: number },
  { limit, now }: { limit: number; now: Date },
): Promise<TRow[]> {
  const table = Prisma.raw(`"${outbox.table}"`);
  const leaseEnd = new Date(now.getTime() + outbox.leaseMs);
  const claimed = await prisma.$queryRaw<TRow[]>`
    UPDATE ${table} SET "attempts" = "attempts" + 1, "locked_until" = ${leaseEnd}
    WHERE "id" IN (
      SELECT "id" FROM ${table}
      WHERE "status" = ${Prisma.raw(`'${OUTBOXES[outbox.table]}'`)} AND "next_attempt_at" <= ${now}
        AND ("locked_until" IS NULL OR "locked_until" <= ${now})
      ORDER BY "next_attempt_at", "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${outbox.returning}`;
  return claimed.sort((a, b) => (a.id < b.id ? -1 : 1));
}
