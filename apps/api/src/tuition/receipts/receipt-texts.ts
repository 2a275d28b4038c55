import {
  formatRegistrationNumber,
  pickText,
  tuitionAmountText,
  TUITION_PAYMENT_METHOD_LABELS,
  type TAcademyDetails,
  type TBilingualText,
  type TLanguage,
  type TTuitionPaymentMethod,
} from '@academy/contracts';
import { labelledLine, type PdfDocument } from './pdf-document.js';

/** The words receipts and certificates print, in both languages. */
export const RECEIPT_TEXTS = {
  receiptTitle: { ko: '영수증', en: 'Receipt' },
  certificateTitle: { ko: '교육비 납입증명서', en: 'Tuition Payment Certificate' },
  receiptNumber: { ko: '영수증 번호', en: 'Receipt no.' },
  academy: { ko: '상호', en: 'Academy' },
  registrationNumber: { ko: '사업자등록번호', en: 'Business registration no.' },
  representative: { ko: '대표자', en: 'Representative' },
  address: { ko: '주소', en: 'Address' },
  phone: { ko: '전화', en: 'Phone' },
  student: { ko: '학생', en: 'Student' },
  payer: { ko: '납입자', en: 'Payer' },
  month: { ko: '수강 월', en: 'Month' },
  amount: { ko: '금액', en: 'Amount' },
  method: { ko: '납부 방법', en: 'Method' },
  paidAt: { ko: '납부일', en: 'Paid on' },
  cashReceipt: { ko: '현금영수증', en: 'Cash receipt' },
  year: { ko: '연도', en: 'Year' },
  total: { ko: '합계', en: 'Total' },
  none: { ko: '이 해에 납부한 수강료가 없습니다.', en: 'No tuition was paid in this year.' },
  received: { ko: '위 금액을 정히 영수합니다.', en: 'We acknowledge receipt of the amount above.' },
  certified: {
    ko: '위와 같이 교육비를 납입하였음을 증명합니다.',
    en: 'We certify that the tuition above was paid.',
  },
  issuedOn: { ko: '발행일', en: 'Issued on' },
} as const satisfies Record<string, TBilingualText>;

export type ReceiptTextKey = keyof typeof RECEIPT_TEXTS;

/** One of RECEIPT_TEXTS in `lang`. */
export const receiptText = (key: ReceiptTextKey, lang: TLanguage) =>
  pickText(RECEIPT_TEXTS[key], lang);

/** "2026년 3월" / "2026-03": a due's month. */
export const monthText = (month: string, lang: TLanguage) =>
  lang === 'ENG' ? month : `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

export const amountText = (amount: number, lang: TLanguage) =>
  pickText(tuitionAmountText(amount), lang);

export const methodText = (method: TTuitionPaymentMethod, lang: TLanguage) =>
  pickText(TUITION_PAYMENT_METHOD_LABELS[method], lang);

/** The academy's block: name, registration number, representative, address and phone. */
export function drawAcademy(doc: PdfDocument, academy: TAcademyDetails, lang: TLanguage): void {
  labelledLine(doc, receiptText('academy', lang), academy.legalName);
  labelledLine(
    doc,
    receiptText('registrationNumber', lang),
    formatRegistrationNumber(academy.registrationNumber),
  );
  labelledLine(doc, receiptText('representative', lang), academy.representative);
  labelledLine(doc, receiptText('address', lang), academy.address);
  labelledLine(doc, receiptText('phone', lang), academy.phone);
}

/** The title, centred and large, with room below. */
export function drawTitle(doc: PdfDocument, title: string): void {
  doc.fontSize(20).fillColor('#000000').text(title, { align: 'center' });
  doc.moveDown(1);
}
