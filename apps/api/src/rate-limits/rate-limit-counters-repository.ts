import { createHash } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';

/** A counter's hits in its open window and when that window closes. */
export interface CounterWindow {
  hits: number;
  resetsAt: Date;
}

/** The stored key: no address, e-mail or login name is kept in the table, only its hash. */
export const counterKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Fixed-window counters in `rate_limit_counters`, shared by every API process on the database
 * (docs/decisions/0019-rate-limits-in-the-database.md). Each write is one statement, so
 * simultaneous requests on several processes are each counted exactly once.
 */
export function createRateLimitCounters(prisma: PrismaClient) {
  return {
    /**
     * Counts one hit under `key`: in its open window, or in a new one of `windowMs` when none is
     * open (never counted or closed). Answers the count including this hit.
     */
    async increment(key: string, windowMs: number, now: Date): Promise<CounterWindow> {
      const keyHash = counterKeyHash(key);
      const newReset = new Date(now.getTime() + windowMs);
      const [row] = await prisma.$queryRaw<{ hits: number; resets_at: Date }[]>`
        INSERT INTO rate_limit_counters AS counter (key_hash, hits, resets_at)
        VALUES (${keyHash}, 1, ${newReset})
        ON CONFLICT (key_hash) DO UPDATE SET
          hits = CASE WHEN counter.resets_at <= ${now} THEN 1 ELSE counter.hits + 1 END,
          resets_at = CASE WHEN counter.resets_at <= ${now} THEN EXCLUDED.resets_at
                           ELSE counter.resets_at END
        RETURNING hits, resets_at`;
      if (!row) throw new Error('The rate-limit counter was not written');
      return { hits: Number(row.hits), resetsAt: row.resets_at };
    },
    /** Takes back one hit of the open window, never below zero. */
    async decrement(key: string, now: Date): Promise<void> {
      await prisma.rateLimitCounter.updateMany({
        where: { keyHash: counterKeyHash(key), hits: { gt: 0 }, resetsAt: { gt: now } },
        data: { hits: { decrement: 1 } },
      });
    },
    /** The open window of `key`, or undefined when none is open. */
    async current(key: string, now: Date): Promise<CounterWindow | undefined> {
      const row = await prisma.rateLimitCounter.findFirst({
        where: { keyHash: counterKeyHash(key), resetsAt: { gt: now } },
        select: { hits: true, resetsAt: true },
      });
      return row ?? undefined;
    },
    async reset(key: string): Promise<void> {
      await prisma.rateLimitCounter.deleteMany({ where: { keyHash: counterKeyHash(key) } });
    },
    /** Forgets at most `limit` closed windows, oldest first; answers how many it removed. */
    async deleteClosed(now: Date, limit: number): Promise<number> {
      return prisma.$executeRaw`
        DELETE FROM rate_limit_counters WHERE key_hash IN (
          SELECT key_hash FROM rate_limit_counters WHERE resets_at <= ${now}
          ORDER BY resets_at LIMIT ${limit})`;
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
