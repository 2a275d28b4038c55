import PDFDocument from 'pdfkit';
import { RECEIPT_MESSAGES } from '@academy/contracts';
import { AppError } from '../../http/app-error.js';
import type { ReceiptFont } from './receipt-font.js';

export type PdfDocument = PDFKit.PDFDocument;

/** The font name every text of a receipt is written in. */
export const BODY_FONT = 'body';

/** The page's left and right margin, in points; a line is the page width less both. */
export const PAGE_MARGIN = 56;

/**
 * Draws a document with `draw` and answers its bytes. pdfkit embeds only the glyphs the text
 * uses, so a receipt stays small though the CJK font is large. A font pdfkit cannot read (a
 * collection without the Korean face, a file that is no font) refuses like a missing one.
 */
export function renderPdf(
  font: ReceiptFont,
  title: string,
  draw: (doc: PdfDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, info: { Title: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    doc.registerFont(BODY_FONT, font.data, font.face);
    doc.font(BODY_FONT);
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', RECEIPT_MESSAGES.fontMissing);
  }
  draw(doc);
  doc.end();
  return done;
}

/** The width a line of text may take between the margins. */
export const lineWidth = (doc: PdfDocument) => doc.page.width - PAGE_MARGIN * 2;

/** "Label   value" on one line, the label in a fixed column; answers nothing, moves `doc.y` down. */
export function labelledLine(doc: PdfDocument, label: string, value: string): void {
  const y = doc.y;
  const labelWidth = 150;
  doc.fontSize(10).fillColor('#555555').text(label, PAGE_MARGIN, y, { width: labelWidth });
  const afterLabel = doc.y;
  doc
    .fillColor('#000000')
    .text(value, PAGE_MARGIN + labelWidth, y, { width: lineWidth(doc) - labelWidth });
  doc.y = Math.max(afterLabel, doc.y) + 4;
}

/** A thin rule across the line, with a little room above and below. */
export function rule(doc: PdfDocument): void {
  const y = doc.y + 4;
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(doc.page.width - PAGE_MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y = y + 10;
}
