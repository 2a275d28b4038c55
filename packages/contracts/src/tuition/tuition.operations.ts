import { ZFileDownload } from '../common/download';
import { tuitionOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import {
  BANK_TRANSFER_LIMITS,
  SIBLING_DISCOUNT_LIMITS,
  TUITION_HISTORY_MAX,
  TUITION_MONTH_WINDOW,
  TUITION_PAID_EARLIEST_DAYS_BEFORE_MONTH,
} from './tuition.limits';
import {
  ZMyTuition,
  ZTuitionDue,
  ZTuitionList,
  ZTuitionListQuery,
  ZTuitionMonthInput,
  ZTuitionReminded,
  ZTuitionUnpaidCount,
  ZTuitionUpdate,
} from './tuition.schemas';
import { ZSiblingDiscount } from './sibling-discount.schemas';
import { ZBankTransferInput, ZBankTransferSetting } from './bank-transfer.schemas';

const MONTH_NOTE = `A month is YYYY-MM from ${TUITION_MONTH_WINDOW.FIRST} to ${TUITION_MONTH_WINDOW.MONTHS_AHEAD} months after the current Seoul month (400).`;

export const listTuitionDues = tuitionOperation({
  method: 'get',
  path: '/tuition',
  summary: "A month's tuition dues",
  notes:
    `${MONTH_NOTE} Without \`month\`: the current Seoul month. ` +
    '`totals` counts the whole month, whatever the page and the status filter. ' +
    '`waitingAccount` names the deadline of a virtual account waiting for its deposit.',
  access: 'staff',
  query: ZTuitionListQuery,
  data: ZTuitionList,
});

export const updateTuitionDue = tuitionOperation({
  method: 'patch',
  path: '/tuition/:id',
  summary: 'Mark a due paid, undo the payment, adjust the amount or write a note',
  notes:
    '`paid: true` needs `method`; `paidAt` is today (Seoul) when absent, never after today and at most ' +
    `${TUITION_PAID_EARLIEST_DAYS_BEFORE_MONTH} days before the month starts (400). ` +
    '`paid: false` clears the payment date, method and note. `amount` needs `reason`; the first amount is kept ' +
    'as `adjustment.originalAmount`. Audited. A due whose virtual account waits for its deposit ' +
    '(`waitingAccount`) has it closed at Toss first when the change records a payment or another ' +
    'amount; the payer is told (decision 0063). Nothing changes when it cannot be closed: 409 ' +
    '`DUE_ALREADY_PAID` when the member has just deposited (the due is then paid by that deposit), ' +
    '409 `PAYMENT_NOT_CONFIRMABLE` while the account is still being issued, 409 `PAYMENT_DECLINED` ' +
    'when Toss refuses, 503 when Toss cannot be reached.',
  access: 'staff',
  params: ZIdParams,
  body: ZTuitionUpdate,
  data: ZTuitionDue,
  errors: [
    'NOT_FOUND',
    'DUE_ALREADY_PAID',
    'PAYMENT_NOT_CONFIRMABLE',
    'PAYMENT_DECLINED',
    'SERVICE_UNAVAILABLE',
  ],
});

export const remindUnpaidTuition = tuitionOperation({
  method: 'post',
  path: '/tuition/remind',
  summary: "Remind the month's unpaid members",
  notes:
    `${MONTH_NOTE} Each unpaid member gets a notification and an e-mail, at most once a Seoul day: ` +
    'members already reminded today are skipped and not counted.',
  access: 'staff',
  body: ZTuitionMonthInput,
  data: ZTuitionReminded,
});

export const getSiblingDiscount = tuitionOperation({
  method: 'get',
  path: '/tuition/sibling-discount',
  summary: 'The sibling discount given to the second and later children of a guardian',
  notes:
    '`kind` `none` (value 0), `amount` (won off each due) or `percent` (of the due, rounded to whole won, half up).',
  access: 'staff',
  data: ZSiblingDiscount,
});

export const setSiblingDiscount = tuitionOperation({
  method: 'put',
  path: '/tuition/sibling-discount',
  summary: 'Set the sibling discount',
  notes:
    `\`amount\` from ${SIBLING_DISCOUNT_LIMITS.AMOUNT_MIN} to ${SIBLING_DISCOUNT_LIMITS.AMOUNT_MAX} won, ` +
    `\`percent\` from ${SIBLING_DISCOUNT_LIMITS.PERCENT_MIN} to ${SIBLING_DISCOUNT_LIMITS.PERCENT_MAX}, ` +
    '`none` with 0 (400 otherwise). Applies to dues issued from now on; issued dues keep theirs. Audited.',
  access: 'admin',
  body: ZSiblingDiscount,
  data: ZSiblingDiscount,
});

export const getBankTransfer = tuitionOperation({
  method: 'get',
  path: '/tuition/bank-transfer',
  summary: "The academy's bank-transfer details shown to members with an unpaid due",
  notes: '`details` is null until the admin sets them.',
  access: 'admin',
  data: ZBankTransferSetting,
});

export const setBankTransfer = tuitionOperation({
  method: 'put',
  path: '/tuition/bank-transfer',
  summary: 'Set the bank-transfer details',
  notes:
    `\`bankName\` up to ${BANK_TRANSFER_LIMITS.BANK_NAME_MAX} characters, \`accountHolder\` up to ${BANK_TRANSFER_LIMITS.ACCOUNT_HOLDER_MAX}, ` +
    `\`accountNumber\` digits and single dashes with ${BANK_TRANSFER_LIMITS.ACCOUNT_DIGITS_MIN} to ${BANK_TRANSFER_LIMITS.ACCOUNT_DIGITS_MAX} digits, ` +
    `\`note\` one optional line up to ${BANK_TRANSFER_LIMITS.NOTE_MAX} (empty: none); 400 otherwise. ` +
    'Members see them on their unpaid dues and in the e-mails of issued and unpaid dues from now on. Audited.',
  access: 'admin',
  body: ZBankTransferInput,
  data: ZBankTransferSetting,
});

export const exportTuitionDues = tuitionOperation({
  method: 'get',
  path: '/tuition/export',
  summary: "A month's dues as a CSV file",
  notes:
    `${MONTH_NOTE} UTF-8 with a byte order mark (Excel reads the Korean names); columns: member, login id, price, sibling discount, amount, ` +
    "due date, paid, paid date, method, note, adjustment reason. A cell starting with = + - @ is prefixed with `'`.",
  access: 'staff',
  query: ZTuitionMonthInput,
  data: ZFileDownload,
  produces: 'text/csv; charset=utf-8',
});

export const getMyTuition = tuitionOperation({
  method: 'get',
  path: '/tuition/me',
  summary: "The signed-in member's tuition",
  notes:
    `\`current\` is the current Seoul month's due (null when none); \`history\` every due, newest month first, at most ${TUITION_HISTORY_MAX}. ` +
    "An unpaid due carries the `depositorName` to write on a bank transfer (null once paid); `bankTransfer` is the academy's account, null until the admin sets it.",
  access: 'member',
  actsForChild: true,
  data: ZMyTuition,
});

export const countUnpaidTuition = tuitionOperation({
  method: 'get',
  path: '/tuition/unpaid-count',
  summary: 'How many dues of the current Seoul month are unpaid',
  access: 'staff',
  data: ZTuitionUnpaidCount,
});
