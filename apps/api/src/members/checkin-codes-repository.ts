import { randomInt } from 'node:crypto';
import { CHECKIN_LIMITS } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

/**
 * The first key of the advisory lock that orders every handing out of a check-in code; any
 * constant unused elsewhere would do.
 */
const CHECKIN_CODE_LOCK = 20_261_131;
const CODE_COUNT = 10 ** CHECKIN_LIMITS.CODE_LENGTH;

const asCode = (n: number) => String(n).padStart(CHECKIN_LIMITS.CODE_LENGTH, '0');

/**
 * Data access for members' check-in codes (docs/product/checkin.md). The unique index on the
 * column is what keeps two members from one code; the lock only makes a clash rare enough that
 * nobody meets it.
 */
export const checkinCodesRepository = {
  /**
   * A random code no member has, or null when all 10,000 are taken. Holds the code lock until
   * the transaction ends, so two transactions handing out codes run one after the other and the
   * second sees the first's code.
   */
  async pickFree(tx: Tx): Promise<string | null> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CHECKIN_CODE_LOCK}::int, 0)`;
    const rows = await tx.member.findMany({
      where: { checkinCode: { not: null } },
      select: { checkinCode: true },
      take: CODE_COUNT,
    });
    const taken = new Set(rows.map((row) => row.checkinCode));
    const free = CODE_COUNT - taken.size;
    if (free <= 0) return null;
    // The nth free code, n drawn uniformly: every free code is equally likely.
    let n = randomInt(free);
    for (let value = 0; value < CODE_COUNT; value += 1) {
      const code = asCode(value);
      if (taken.has(code)) continue;
      if (n === 0) return code;
      n -= 1;
    }
    return null;
  },
  setCode: (tx: Tx, memberId: number, checkinCode: string) =>
    tx.member.update({
      where: { id: memberId },
      data: { checkinCode },
      select: { id: true, checkinCode: true },
    }),
};
