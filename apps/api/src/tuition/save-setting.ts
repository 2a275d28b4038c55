import type { Prisma } from '../generated/prisma/client.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { SETTING_ID } from './setting-row.js';

/**
 * An admin saves a one-row setting with its audit row, naming what it was and what it became, in
 * one transaction; `replace` writes it and answers both, holding the row so that simultaneous saves
 * queue up (see replaceSettingRow). Answers what it became.
 */
export function saveSetting<TSetting extends Prisma.InputJsonObject>(
  units: UnitOfWork,
  staffId: number,
  audited: { action: string; entityType: string },
  replace: (tx: Prisma.TransactionClient) => Promise<{ before: TSetting | null; after: TSetting }>,
): Promise<TSetting> {
  return units.run(
    async ({ tx, audit }) => {
      const { before, after } = await replace(tx);
      audit({ ...audited, entityId: SETTING_ID, details: { before, after } });
      return after;
    },
    { staffId },
  );
}
