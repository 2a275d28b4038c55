import type { TBrowserStorage as TStorage } from './browser-storage';
import { EXPIRES_AT_STORAGE_KEY } from './constants';

/** The access-token expiry (epoch ms), kept in memory and mirrored to storage for reloads and tabs. */
export type TExpiryStore = {
  get: () => number | null;
  set: (expiresAtMs: number) => void;
  clear: () => void;
  /** Re-reads storage, e.g. after another tab refreshed the session. */
  reload: () => number | null;
};

function readStored(storage: TStorage | undefined): number | null {
  try {
    const value = Number(storage?.getItem(EXPIRES_AT_STORAGE_KEY) ?? Number.NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function createExpiryStore(storage: TStorage | undefined): TExpiryStore {
  let memory = readStored(storage);

  return {
    get: () => memory,
    set(expiresAtMs) {
      memory = expiresAtMs;
      try {
        storage?.setItem(EXPIRES_AT_STORAGE_KEY, String(expiresAtMs));
      } catch {
        // Memory still holds it; only a reload would forget it.
      }
    },
    clear() {
      memory = null;
      try {
        storage?.removeItem(EXPIRES_AT_STORAGE_KEY);
      } catch {
        // Nothing stored that could be removed.
      }
    },
    reload() {
      memory = readStored(storage);
      return memory;
    },
  };
}
