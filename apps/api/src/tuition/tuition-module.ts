import { bankTransferRepository as bankTransfers } from './bank-transfer-repository.js';
import { createCountUnpaidTuition } from './count-unpaid-tuition.js';
import { createExportTuitionDues } from './export-tuition-dues.js';
import { createGetBankTransfer } from './get-bank-transfer.js';
import { createGetMyTuition, type GetMyTuitionDeps } from './get-my-tuition.js';
import { createGetSiblingDiscount } from './get-sibling-discount.js';
import { createSetBankTransfer } from './set-bank-transfer.js';
import { createSetSiblingDiscount } from './set-sibling-discount.js';
import { siblingDiscountRepository as siblingDiscounts } from './sibling-discount-repository.js';
import { createListTuitionDues } from './list-tuition-dues.js';
import { createRemindUnpaidTuition } from './remind-unpaid-tuition.js';
import { createTuitionRepository } from './tuition-repository.js';
import { tuitionRoutes } from './tuition-routes.js';
import { createUpdateTuitionDue } from './update-tuition-due.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import type { TWaitingAccounts } from './waiting-account.js';

/** Wires the tuition calls; reminders tell the members through the unit of work. */
export function createTuitionModule(
  deps: ModuleDeps & {
    onlinePayment: boolean;
    /** The virtual accounts waiting on dues (online payments, a layer above; decision 0046). */
    openAccounts: GetMyTuitionDeps['openAccounts'];
    /** Closing a due's waiting account before staff change it (online payments; decision 0063). */
    waitingAccounts: TWaitingAccounts;
  },
) {
  const { prisma } = deps.database;
  const tuition = createTuitionRepository(prisma);
  return {
    router: tuitionRoutes({
      guards: deps.guards,
      listTuitionDues: createListTuitionDues({ tuition }),
      updateTuitionDue: createUpdateTuitionDue({
        units: deps.units,
        tuition,
        accounts: deps.waitingAccounts,
      }),
      remindUnpaidTuition: createRemindUnpaidTuition({
        units: deps.units,
        tuition,
        bankTransfers,
      }),
      exportTuitionDues: createExportTuitionDues({ tuition }),
      getMyTuition: createGetMyTuition({
        prisma,
        tuition,
        bankTransfers,
        onlinePayment: deps.onlinePayment,
        openAccounts: deps.openAccounts,
      }),
      countUnpaidTuition: createCountUnpaidTuition({ tuition }),
      getSiblingDiscount: createGetSiblingDiscount({ prisma, siblingDiscounts }),
      setSiblingDiscount: createSetSiblingDiscount({ units: deps.units, siblingDiscounts }),
      getBankTransfer: createGetBankTransfer({ prisma, bankTransfers }),
      setBankTransfer: createSetBankTransfer({ units: deps.units, bankTransfers }),
    }),
  };
}
