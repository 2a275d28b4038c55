import { operationPath, tuitionOperations } from '@academy/contracts';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

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
  saveFile(response.data, tuitionCsvName(month));
}
