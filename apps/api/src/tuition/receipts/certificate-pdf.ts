import type { TAcademyDetails, TLanguage, TTuitionPaymentMethod } from '@academy/contracts';
import {
  labelledLine,
  lineWidth,
  PAGE_MARGIN,
  renderPdf,
  rule,
  type PdfDocument,
} from './pdf-document.js';
import type { ReceiptFont } from './receipt-font.js';
import {
  amountText,
  drawAcademy,
  drawTitle,
  methodText,
  monthText,
  receiptText,
} from './receipt-texts.js';

/** What a tuition payment certificate (교육비 납입증명서) states for one member and year. */
export interface Certificate {
  academy: TAcademyDetails;
  year: number;
  studentName: string;
  /** The guardian for a child, else the student. */
  payerName: string;
  dues: { month: string; amount: number; method: TTuitionPaymentMethod; paidAt: string }[];
  total: number;
}

/** The columns of the table of payments, as shares of the line. */
const COLUMNS = [
  { key: 'paidAt', share: 0.25 },
  { key: 'month', share: 0.25 },
  { key: 'method', share: 0.2 },
  { key: 'amount', share: 0.3 },
] as const;

/** Room kept at the foot of a page before a row goes to the next one. */
const FOOT_ROOM = 80;

function tableRow(doc: PdfDocument, cells: readonly string[]): void {
  if (doc.y > doc.page.height - FOOT_ROOM) doc.addPage();
  const y = doc.y;
  let x = PAGE_MARGIN;
  let bottom = y;
  COLUMNS.forEach((column, index) => {
    const width = lineWidth(doc) * column.share;
    doc.text(cells[index] ?? '', x, y, {
      width,
      align: column.key === 'amount' ? 'right' : 'left',
    });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  doc.y = bottom + 4;
}

function drawPayments(doc: PdfDocument, certificate: Certificate, lang: TLanguage): void {
  doc.fontSize(10).fillColor('#555555');
  tableRow(
    doc,
    COLUMNS.map((column) => receiptText(column.key, lang)),
  );
  doc.fillColor('#000000');
  if (certificate.dues.length === 0) doc.text(receiptText('none', lang), PAGE_MARGIN);
  for (const due of certificate.dues) {
    tableRow(doc, [
      due.paidAt,
      monthText(due.month, lang),
      methodText(due.method, lang),
      amountText(due.amount, lang),
    ]);
  }
  rule(doc);
  tableRow(doc, [receiptText('total', lang), '', '', amountText(certificate.total, lang)]);
}

/**
 * A year's certificate as a PDF in `lang`: the academy, the student and payer, every due paid
 * that year month by month, the total (docs/product/receipts.md). A year of a few dozen dues at
 * most fits a page or two; rows that reach the foot of a page go on the next.
 */
export function certificatePdf(
  font: ReceiptFont,
  certificate: Certificate,
  lang: TLanguage,
  issuedOn: string,
): Promise<Buffer> {
  const title = receiptText('certificateTitle', lang);
  return renderPdf(font, `${title} ${certificate.year}`, (doc) => {
    drawTitle(doc, title);
    drawAcademy(doc, certificate.academy, lang);
    rule(doc);
    labelledLine(doc, receiptText('student', lang), certificate.studentName);
    labelledLine(doc, receiptText('payer', lang), certificate.payerName);
    labelledLine(doc, receiptText('year', lang), String(certificate.year));
    rule(doc);
    drawPayments(doc, certificate, lang);
    doc
      .moveDown(1)
      .fontSize(11)
      .text(receiptText('certified', lang), PAGE_MARGIN, doc.y, {
        width: lineWidth(doc),
        align: 'center',
      });
    doc.moveDown(1);
    labelledLine(doc, receiptText('issuedOn', lang), issuedOn);
    labelledLine(
      doc,
      receiptText('academy', lang),
      `${certificate.academy.legalName} (${receiptText('representative', lang)} ${certificate.academy.representative})`,
    );
  });
}
