import { Prisma } from '../generated/prisma/client.js';

/** The one row of a setting table (a CHECK allows only this id). */
export const SETTING_ID = 1;

/** The tables that hold one admin setting in one row. */
type TSettingTable = 'bank_transfer_settings' | 'academy_details_settings';

/**
 * Saves a one-row setting and answers the details it replaced (null for the first save). The
 * first save inserts the row and holds it until the transaction ends; any other save, or one
 * that finds the row inserted meanwhile (its insert waits for that commit and does nothing),
 * holds the row FOR UPDATE before reading it: simultaneous saves queue up and each one's
 * `before` is the previous one's `after`.
 */
export async function replaceSettingRow<TDetails>(
  tx: Prisma.TransactionClient,
  table: TSettingTable,
  details: TDetails,
  steps: {
    /** INSERT … ON CONFLICT (id) DO NOTHING: answers the rows inserted. */
    insert: () => Promise<number>;
    read: () => Promise<TDetails | null>;
    update: () => Promise<TDetails>;
  },
): Promise<{ before: TDetails | null; after: TDetails }> {
  if ((await steps.insert()) === 1) return { before: null, after: details };
  await tx.$queryRaw`SELECT id FROM ${Prisma.raw(table)} WHERE id = ${SETTING_ID} FOR UPDATE`;
  const before = await steps.read();
  return { before, after: await steps.update() };
}
