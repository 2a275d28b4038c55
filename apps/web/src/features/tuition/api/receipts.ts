import { operationPath, receiptOperations } from '@academy/contracts';
import type { TAcademyDetailsInput, TAcademyDetailsSetting, TReceipt } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';
import { isHttpError } from '@/lib/http-client';
import { saveFile } from '@/lib/save-file';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { myTuitionQueryKey, staffTuitionQueryKey } from './tuition-keys';

const academyDetailsQueryKey = [...staffTuitionQueryKey, 'academy-details'] as const;

/** GET /tuition/academy-details: what receipts print about the academy (admins only). */
export function useAcademyDetails() {
  return useQuery({
    queryKey: academyDetailsQueryKey,
    queryFn: () => callOperation(receiptOperations.getAcademyDetails),
  });
}

/** PUT /tuition/academy-details (admins): resolves with the saved details and the message. */
export function setAcademyDetails(
  body: TAcademyDetailsInput,
): Promise<{ data: TAcademyDetailsSetting; message: string }> {
  return callOperationWithMessage(receiptOperations.setAcademyDetails, { body });
}

export function useSetAcademyDetails() {
  return useRefreshingMutation(setAcademyDetails, [academyDetailsQueryKey], 'settled');
}

/** GET /tuition/me/receipts/:id: one of the member's (or the child's) paid dues as a receipt. */
export function useMyReceipt(id: number) {
  return useQuery({
    queryKey: [...myTuitionQueryKey, 'receipt', id],
    queryFn: (): Promise<TReceipt> =>
      callOperation(receiptOperations.getMyReceipt, { params: { id } }),
    retry: false,
  });
}

/**
 * A refused download answers its JSON envelope as a Blob (the request asked for one): read it
 * back, so the screen shows the server's reason like any other refusal.
 */
async function withReadableRefusal(error: unknown): Promise<never> {
  const body: unknown = isHttpError(error) ? error.response?.data : undefined;
  if (isHttpError(error) && error.response && body instanceof Blob) {
    try {
      error.response.data = JSON.parse(await body.text()) as unknown;
    } catch {
      // Not an envelope (a proxy's page): the screen falls back to its own text.
    }
  }
  throw error;
}

/** Fetches a PDF through the API client (the access token is renewed first) and saves it. */
async function downloadPdf(path: string, name: string, query?: Record<string, number>) {
  const response = await apiClient
    .get<Blob>(path, { params: query, responseType: 'blob' })
    .catch(withReadableRefusal);
  saveFile(response.data, name);
}

/** GET /tuition/me/receipts/:id/pdf: the receipt as a PDF in the page's language. */
export function downloadReceiptPdf(receipt: TReceipt): Promise<void> {
  const path = operationPath(receiptOperations.downloadMyReceipt, { id: receipt.dueId });
  return downloadPdf(path, `receipt-${receipt.receiptNumber}.pdf`);
}

/** GET /tuition/me/certificate: the year's tuition payment certificate as a PDF. */
export function downloadCertificatePdf(year: number): Promise<void> {
  const path = operationPath(receiptOperations.downloadMyCertificate);
  return downloadPdf(path, `tuition-certificate-${year}.pdf`, { year });
}
