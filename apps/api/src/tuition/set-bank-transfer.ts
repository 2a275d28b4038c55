import type { TBankTransferDetails, TBankTransferSetting } from '@academy/contracts';
import { saveSetting } from './save-setting.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { BankTransferRepository } from './bank-transfer-repository.js';

/**
 * The admin sets the academy's bank-transfer details, with its audit row, in one transaction.
 * Members see them on their unpaid dues at once; e-mails already queued keep what they said.
 */
export function createSetBankTransfer(deps: {
  units: UnitOfWork;
  bankTransfers: BankTransferRepository;
}) {
  const { units, bankTransfers } = deps;
  return async function setBankTransfer(
    staffId: number,
    details: TBankTransferDetails,
  ): Promise<TBankTransferSetting> {
    const audited = { action: 'tuition.bank_transfer', entityType: 'bank_transfer' };
    const after = await saveSetting(units, staffId, audited, (tx) =>
      bankTransfers.replace(tx, details),
    );
    return { details: after };
  };
}

export type SetBankTransfer = ReturnType<typeof createSetBankTransfer>;
