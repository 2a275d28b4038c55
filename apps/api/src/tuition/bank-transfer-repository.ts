import type { TBankTransferDetails } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';

/** The one row of bank_transfer_settings (a CHECK allows only this id). */
const SETTING_ID = 1;

const DETAILS = { bankName: true, accountNumber: true, accountHolder: true, note: true } as const;

/** The academy's bank-transfer details: the only module that touches bank_transfer_settings. */
export const bankTransferRepository = {
  /** The details, null until the admin sets them. */
  read(client: Prisma.TransactionClient): Promise<TBankTransferDetails | null> {
    return client.bankTransferSetting.findUnique({ where: { id: SETTING_ID }, select: DETAILS });
  },
  /**
   * Saves `details` and answers the details they replaced (null for the first save). The first
   * save inserts the row and holds it until the transaction ends; any other save, or one that
   * finds the row inserted meanwhile (its insert waits for that commit and does nothing), holds
   * the row FOR UPDATE before reading it: simultaneous saves queue up and each one's `before`
   * is the previous one's `after`.
   */
  async replace(tx: Prisma.TransactionClient, details: TBankTransferDetails) {
    const { bankName, accountNumber, accountHolder, note } = details;
    const inserted = await tx.$executeRaw`
      INSERT INTO bank_transfer_settings
        (id, bank_name, account_number, account_holder, note, updated_at)
      VALUES (${SETTING_ID}, ${bankName}, ${accountNumber}, ${accountHolder}, ${note}, now())
      ON CONFLICT (id) DO NOTHING`;
    if (inserted === 1) return { before: null, after: details };
    await tx.$queryRaw`SELECT id FROM bank_transfer_settings WHERE id = ${SETTING_ID} FOR UPDATE`;
    const before = await bankTransferRepository.read(tx);
    const after = await tx.bankTransferSetting.update({
      where: { id: SETTING_ID },
      data: details,
      select: DETAILS,
    });
    return { before, after };
  },
};

export type BankTransferRepository = typeof bankTransferRepository;
