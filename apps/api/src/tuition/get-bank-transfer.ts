import type { TBankTransferSetting } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { BankTransferRepository } from './bank-transfer-repository.js';

/** The academy's bank-transfer details as the admin set them (none until they do). */
export function createGetBankTransfer(deps: {
  prisma: PrismaClient;
  bankTransfers: BankTransferRepository;
}) {
  const { prisma, bankTransfers } = deps;
  return async function getBankTransfer(): Promise<TBankTransferSetting> {
    return { details: await bankTransfers.read(prisma) };
  };
}

export type GetBankTransfer = ReturnType<typeof createGetBankTransfer>;
