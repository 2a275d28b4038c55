import { useState } from 'react';
import { errorMessageOf } from '@/lib/api-error';

/**
 * A download button's state: busy while the file is fetched, and the reason it failed (the
 * server's for a refusal, `failText` for a fault or no answer) until the next try.
 */
export function useDownloadAction(failText: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (download: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await download();
    } catch (error) {
      setFailure(errorMessageOf(error, failText, { refusalsOnly: true }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
