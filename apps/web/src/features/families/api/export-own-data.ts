import { familyOperations, toAcademyIsoDate } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { saveFile } from '@/lib/save-file';

/**
 * GET /users/me/export: what the academy keeps about the member and their children, saved as a
 * JSON file named with the Seoul day.
 */
export async function downloadOwnData(): Promise<void> {
  const data = await callOperation(familyOperations.exportOwnData);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveFile(blob, `my-data-${toAcademyIsoDate(new Date())}.json`);
}
