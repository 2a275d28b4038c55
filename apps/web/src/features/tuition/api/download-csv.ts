import { operationPath, tuitionOperations } from '@academy/contracts';
import { apiClient } from '@/lib/api-client';

/** How long the downloaded file's object URL is kept once the download started. */
const OBJECT_URL_LIFETIME_MS = 10_000;

/** The name the server gives the file too (Content-Disposition). */
export const tuitionCsvName = (month: string) => `tuition-${month}.csv`;

/**
 * GET /tuition/export: the month's dues as CSV, saved by the browser. Fetched through the API
 * client rather than followed as a link, so an expired access token is renewed first as for
 * every other call, and a refusal shows as a toast instead of a downloaded error page.
 */
export async function downloadTuitionCsv(month: string): Promise<void> {
  const response = await apiClient.get<Blob>(operationPath(tuitionOperations.exportTuitionDues), {
    params: { month },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = tuitionCsvName(month);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns (Firefox only then): free it a bit later.
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
