import {
  cashReceiptRequestedText,
  pickText,
  type TLanguage,
  type TReceipt,
} from '@academy/contracts';
import { labelledLine, renderPdf, rule } from './pdf-document.js';
import type { ReceiptFont } from './receipt-font.js';
import {
  amountText,
  drawAcademy,
  drawTitle,
  methodText,
  monthText,
  receiptText,
} from './receipt-texts.js';

/** A paid due's receipt as a one-page PDF in `lang` (docs/product/receipts.md). */
export function receiptPdf(
  font: ReceiptFont,
  receipt: TReceipt,
  lang: TLanguage,
  issuedOn: string,
): Promise<Buffer> {
  const title = receiptText('receiptTitle', lang);
  return renderPdf(font, `${title} ${receipt.receiptNumber}`, (doc) => {
    drawTitle(doc, title);
    labelledLine(doc, receiptText('receiptNumber', lang), receipt.receiptNumber);
    rule(doc);
    drawAcademy(doc, receipt.academy, lang);
    rule(doc);
    labelledLine(doc, receiptText('student', lang), receipt.memberName);
    labelledLine(doc, receiptText('month', lang), monthText(receipt.month, lang));
    labelledLine(doc, receiptText('amount', lang), amountText(receipt.amount, lang));
    labelledLine(doc, receiptText('method', lang), methodText(receipt.method, lang));
    labelledLine(doc, receiptText('paidAt', lang), receipt.paidAt);
    if (receipt.cashReceipt) {
      const requested = pickText(cashReceiptRequestedText(receipt.cashReceipt), lang);
      labelledLine(doc, receiptText('cashReceipt', lang), requested);
    }
    rule(doc);
    doc.moveDown(1).fontSize(11).text(receiptText('received', lang), { align: 'center' });
    doc.moveDown(1);
    labelledLine(doc, receiptText('issuedOn', lang), issuedOn);
    labelledLine(doc, receiptText('academy', lang), receipt.academy.legalName);
  });
}
