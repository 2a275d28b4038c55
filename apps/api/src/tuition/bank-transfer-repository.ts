import type { TBankTransferDetails } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { replaceSettingRow, SETTING_ID } from './setting-row.js';

const DETAILS = { bankName: true, accountNumber: true, accountHolder: true, note: true } as const;

/** The academy's bank-transfer details: the only module that touches bank_transfer_settings. */
export const bankTransferRepository = {
  /** The details, null until the admin sets them. */
  read(client: Prisma.TransactionClient): Promise<TBankTransferDetails | null> {
    return client.bankTransferSetting.findUnique({ where: { id: SETTING_ID }, select: DETAILS });
  },
  /** Saves `details` and answers the details they replaced (see replaceSettingRow). */
  replace(tx: Prisma.TransactionClient, details: TBankTransferDetails) {
    const { bankName, accountNumber, accountHolder, note } = details;
    return replaceSettingRow(tx, 'bank_transfer_settings', details, {
      insert: () => tx.$executeRaw`
        INSERT INTO bank_transfer_settings
          (id, bank_name, account_number, account_holder, note, updated_at)
        VALUES (${SETTING_ID}, ${bankName}, ${accountNumber}, ${accountHolder}, ${note}, now())
        ON CONFLICT (id) DO NOTHING`,
      read: () => bankTransferRepository.read(tx),
      update: () =>
        tx.bankTransferSetting.update({
          where: { id: SETTING_ID },
          data: details,
          select: DETAILS,
        }),
    });
  },
};

export type BankTransferRepository = typeof bankTransferRepository;
