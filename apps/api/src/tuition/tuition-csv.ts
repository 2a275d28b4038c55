import {
  pickText,
  TUITION_PAYMENT_METHOD_LABELS,
  TUITION_STATUS_LABELS,
  type TBilingualText,
  type TLanguage,
  type TTuitionDue,
} from '@academy/contracts';

/** Excel reads a CSV file as UTF-8 (and the Korean names right) only after this mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@]/;

type Column = { title: TBilingualText; cell: (due: TTuitionDue, lang: TLanguage) => string };

const COLUMNS: readonly Column[] = [
  { title: { ko: '회원', en: 'Member' }, cell: (due) => due.memberName },
  { title: { ko: '아이디', en: 'Login ID' }, cell: (due) => due.loginId },
  { title: { ko: '정가', en: 'Price' }, cell: (due) => String(due.price) },
  {
    title: { ko: '형제 할인', en: 'Sibling discount' },
    cell: (due) => String(due.siblingDiscount),
  },
  { title: { ko: '금액', en: 'Amount' }, cell: (due) => String(due.amount) },
  { title: { ko: '납부 기한', en: 'Due date' }, cell: (due) => due.dueDate },
  {
    title: { ko: '납부 여부', en: 'Paid' },
    cell: (due, lang) => pickText(TUITION_STATUS_LABELS[due.paid ? 'paid' : 'unpaid'], lang),
  },
  { title: { ko: '납부일', en: 'Paid date' }, cell: (due) => due.paidAt ?? '' },
  {
    title: { ko: '납부 방법', en: 'Method' },
    cell: (due, lang) =>
      due.method === null ? '' : pickText(TUITION_PAYMENT_METHOD_LABELS[due.method], lang),
  },
  { title: { ko: '메모', en: 'Note' }, cell: (due) => due.note ?? '' },
  {
    title: { ko: '조정 사유', en: 'Adjustment reason' },
    cell: (due) => due.adjustment?.reason ?? '',
  },
  // Added after the first columns, whose order a client may read (docs/product/tuition.md).
  {
    title: { ko: '온라인 결제 주문번호', en: 'Online order ID' },
    cell: (due) => due.onlinePayment?.orderId ?? '',
  },
  {
    title: { ko: '온라인 결제 수단', en: 'Online method' },
    cell: (due, lang) => onlineMethodText(due.onlinePayment?.method ?? null, lang),
  },
  { title: { ko: '환불액', en: 'Refunded' }, cell: (due) => String(due.refundedAmount) },
];

/** Toss's method in our words (decision 0043), as the staff read it. */
const ONLINE_METHOD_LABELS: Record<string, TBilingualText> = {
  card: { ko: '카드', en: 'Card' },
  'easy-pay': { ko: '간편결제', en: 'Easy pay' },
  'virtual-account': { ko: '가상계좌', en: 'Virtual account' },
  transfer: { ko: '계좌이체', en: 'Bank transfer' },
};

function onlineMethodText(method: string | null, lang: TLanguage): string {
  if (method === null) return '';
  const label = ONLINE_METHOD_LABELS[method];
  return label ? pickText(label, lang) : method;
}

/**
 * One CSV cell: a text that a spreadsheet would run as a formula gets a leading ' (shown as
 * text), and every cell is quoted so commas, quotes and line breaks stay inside it.
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The month's dues as a CSV file for Excel: byte order mark, a title row, CRLF line ends. */
export function tuitionCsv(dues: readonly TTuitionDue[], lang: TLanguage): string {
  const rows = [
    COLUMNS.map((column) => pickText(column.title, lang)),
    ...dues.map((due) => COLUMNS.map((column) => column.cell(due, lang))),
  ];
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
