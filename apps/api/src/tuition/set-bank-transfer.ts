import type { TBankTransferDetails, TBankTransferSetting } from '@academy/contracts';
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
  return function setBankTransfer(
    staffId: number,
    details: TBankTransferDetails,
  ): Promise<TBankTransferSetting> {
    return units.run(
      async ({ tx, audit }) => {
        const { before, after } = await bankTransfers.replace(tx, details);
        audit({
          action: 'tuition.bank_transfer',
          entityType: 'bank_transfer',
          entityId: 1,
          details: { before, after },
        });
        return { details: after };
      },
      { staffId },
    );
  };
}

export type SetBankTransfer = ReturnType<typeof createSetBankTransfer>;
