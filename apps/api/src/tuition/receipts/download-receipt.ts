import { toAcademyIsoDate, type TFileDownload, type TLanguage } from '@academy/contracts';
import { systemClock } from '../../lib/clock.js';
import type { GetReceipt } from './get-receipt.js';
import type { ReceiptDeps } from './receipt-deps.js';
import { receiptPdf } from './receipt-pdf.js';

/**
 * A paid due's receipt as a PDF in the language of whoever downloads it (the payer), made on
 * request and never stored (decision 0044). Who may read it is getReceipt's rule.
 */
export function createDownloadReceipt(deps: ReceiptDeps & { getReceipt: GetReceipt }) {
  const { getReceipt, loadFont, now = systemClock } = deps;
  return async function downloadReceipt(
    dueId: number,
    memberId: number | null,
    lang: TLanguage,
  ): Promise<TFileDownload> {
    const receipt = await getReceipt(dueId, memberId);
    const content = await receiptPdf(await loadFont(), receipt, lang, toAcademyIsoDate(now()));
    return { fileName: `receipt-${receipt.receiptNumber}.pdf`, content };
  };
}

export type DownloadReceipt = ReturnType<typeof createDownloadReceipt>;
