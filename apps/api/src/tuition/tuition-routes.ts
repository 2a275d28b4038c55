import {
  TUITION_MESSAGES,
  tuitionOperations,
  tuitionRemindersSentMessage,
  type TTuitionUpdate,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { CountUnpaidTuition } from './count-unpaid-tuition.js';
import type { ExportTuitionDues } from './export-tuition-dues.js';
import type { GetBankTransfer } from './get-bank-transfer.js';
import type { GetMyTuition } from './get-my-tuition.js';
import type { GetSiblingDiscount } from './get-sibling-discount.js';
import type { SetBankTransfer } from './set-bank-transfer.js';
import type { SetSiblingDiscount } from './set-sibling-discount.js';
import type { ListTuitionDues } from './list-tuition-dues.js';
import type { RemindUnpaidTuition } from './remind-unpaid-tuition.js';
import type { UpdateTuitionDue } from './update-tuition-due.js';

/** The message of a PATCH: what it did first of all. */
function updateMessage(input: TTuitionUpdate) {
  if (input.paid === true) return TUITION_MESSAGES.markedPaid;
  if (input.paid === false) return TUITION_MESSAGES.paymentUndone;
  if (input.amount !== undefined) return TUITION_MESSAGES.amountAdjusted;
  return TUITION_MESSAGES.dueUpdated;
}

/** Monthly tuition dues: the staff's list and changes, the member's own (docs/product/tuition.md). */
export function tuitionRoutes(deps: {
  guards: AuthGuards;
  listTuitionDues: ListTuitionDues;
  updateTuitionDue: UpdateTuitionDue;
  remindUnpaidTuition: RemindUnpaidTuition;
  exportTuitionDues: ExportTuitionDues;
  getMyTuition: GetMyTuition;
  countUnpaidTuition: CountUnpaidTuition;
  getSiblingDiscount: GetSiblingDiscount;
  setSiblingDiscount: SetSiblingDiscount;
  getBankTransfer: GetBankTransfer;
  setBankTransfer: SetBankTransfer;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(tuitionOperations.listTuitionDues, async ({ query }) => ({
    data: await deps.listTuitionDues(query),
  }));

  handle(tuitionOperations.remindUnpaidTuition, async ({ caller, body }) => {
    const data = await deps.remindUnpaidTuition(caller.id, body);
    return { data, message: tuitionRemindersSentMessage(data.remindedCount) };
  });

  handle(tuitionOperations.exportTuitionDues, async ({ query, language }) => ({
    data: await deps.exportTuitionDues(query, language),
  }));

  handle(tuitionOperations.getMyTuition, async ({ caller }) => ({
    data: await deps.getMyTuition(caller.id),
  }));

  handle(tuitionOperations.countUnpaidTuition, async () => ({
    data: await deps.countUnpaidTuition(),
  }));

  handle(tuitionOperations.getSiblingDiscount, async () => ({
    data: await deps.getSiblingDiscount(),
  }));

  handle(tuitionOperations.setSiblingDiscount, async ({ caller, body }) => ({
    data: await deps.setSiblingDiscount(caller.id, body),
    message: TUITION_MESSAGES.siblingDiscountSaved,
  }));

  handle(tuitionOperations.getBankTransfer, async () => ({
    data: await deps.getBankTransfer(),
  }));

  handle(tuitionOperations.setBankTransfer, async ({ caller, body }) => ({
    data: await deps.setBankTransfer(caller.id, body),
    message: TUITION_MESSAGES.bankTransferSaved,
  }));

  handle(tuitionOperations.updateTuitionDue, async ({ caller, params, body }) => ({
    data: await deps.updateTuitionDue(caller.id, params.id, body),
    message: updateMessage(body),
  }));

  return router;
}
