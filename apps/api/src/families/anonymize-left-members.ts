import { RETENTION_YEARS, toAcademyIsoDate } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { retentionRepository as retention } from './retention-repository.js';

/** Members per batch and batches per run; dues deleted per statement and statements per run. */
export const RETENTION_BATCH = { members: 50, memberBatches: 20, dues: 1_000, dueBatches: 20 };

/** The Seoul day `years` before `today` (29 February falls back to the 28th). */
export function yearsBefore(today: string, years: number): Date {
  const [year, month, day] = today.split('-');
  const shifted = `${String(Number(year) - years).padStart(4, '0')}-${month}-${day}`;
  return fromIsoDate(shifted.endsWith('-02-29') ? shifted.replace(/29$/, '28') : shifted);
}

export interface TRetentionResult {
  anonymized: number;
  duesDeleted: number;
}

/**
 * The retention rules of docs/product/privacy.md, on the academy's (Seoul) day: a member who left
 * a year ago or more is anonymized, one transaction each, audited; the dues of one who left five
 * years ago or more are deleted. Bounded; a second run, at once or later, finds nothing to do.
 */
export function createAnonymizeLeftMembers(deps: {
  prisma: PrismaClient;
  units: UnitOfWork;
  now: () => Date;
}) {
  const { prisma, units, now } = deps;

  async function anonymizeOne(id: number, leftBy: Date): Promise<boolean> {
    return units.run(
      async ({ tx, audit }) => {
        const member = await retention.lockDue(tx, id, leftBy);
        if (!member) return false;
        await retention.anonymize(tx, member, now());
        audit({ action: 'member.anonymize', entityType: 'member', entityId: id });
        return true;
      },
      { staffId: null },
    );
  }

  return async function anonymizeLeftMembers(): Promise<TRetentionResult> {
    const today = toAcademyIsoDate(now());
    const personalBy = yearsBefore(today, RETENTION_YEARS.personalData);
    const paymentsBy = yearsBefore(today, RETENTION_YEARS.paymentRecords);
    let anonymized = 0;
    for (let batch = 0; batch < RETENTION_BATCH.memberBatches; batch += 1) {
      const ids = await retention.findDue(prisma, personalBy, RETENTION_BATCH.members);
      let done = 0;
      for (const id of ids) if (await anonymizeOne(id, personalBy)) done += 1;
      anonymized += done;
      // Nothing due, or only members another run took: stop rather than read them again. A
      // short batch that did something reads once more: a guardian whose last child was just
      // anonymized is due now.
      if (done === 0) break;
    }
    let duesDeleted = 0;
    for (let batch = 0; batch < RETENTION_BATCH.dueBatches; batch += 1) {
      const count = await retention.deleteOldDues(prisma, paymentsBy, RETENTION_BATCH.dues);
      duesDeleted += count;
      if (count < RETENTION_BATCH.dues) break;
    }
    return { anonymized, duesDeleted };
  };
}

export type AnonymizeLeftMembers = ReturnType<typeof createAnonymizeLeftMembers>;
