import {
  RECEIPT_MESSAGES,
  toAcademyIsoDate,
  type TFileDownload,
  type TLanguage,
} from '@academy/contracts';
import { AppError } from '../../http/app-error.js';
import { systemClock } from '../../lib/clock.js';
import { toIsoDate } from '../../lib/iso-date.js';
import { certificatePdf } from './certificate-pdf.js';
import { requireAcademyDetails, type ReceiptDeps } from './receipt-deps.js';

/**
 * A member's tuition payment certificate (교육비 납입증명서) of a calendar year as a PDF, for
 * year-end tax settlement: every due paid that year by its paid date, whatever month it was for
 * (docs/product/receipts.md). The member is the caller themself (or the child a guardian acts
 * for), or anyone for staff; an unknown member is 404.
 */
export function createDownloadCertificate(deps: ReceiptDeps) {
  const { receipts, loadFont, now = systemClock } = deps;
  return async function downloadCertificate(
    memberId: number,
    year: number,
    lang: TLanguage,
  ): Promise<TFileDownload> {
    const student = await receipts.findStudent(memberId);
    if (!student) throw new AppError('NOT_FOUND', RECEIPT_MESSAGES.memberNotFound);
    const academy = await requireAcademyDetails(deps);
    const rows = await receipts.findPaidInYear(memberId, year);
    const dues = rows.flatMap((row) =>
      row.paidAt && row.method
        ? [
            {
              month: row.month,
              amount: row.amount,
              method: row.method,
              paidAt: toIsoDate(row.paidAt),
            },
          ]
        : [],
    );
    const certificate = {
      academy,
      year,
      studentName: student.name,
      payerName: student.guardian?.name ?? student.name,
      dues,
      total: dues.reduce((sum, due) => sum + due.amount, 0),
    };
    const content = await certificatePdf(
      await loadFont(),
      certificate,
      lang,
      toAcademyIsoDate(now()),
    );
    return { fileName: `tuition-certificate-${year}-${memberId}.pdf`, content };
  };
}

export type DownloadCertificate = ReturnType<typeof createDownloadCertificate>;
