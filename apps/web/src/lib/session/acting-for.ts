import { browserStorage } from './browser-storage';
import { ACTING_FOR_STORAGE_KEY } from './constants';

/** The child a guardian looks after in this tab (docs/product/families.md). */
export interface TActingFor {
  guardianId: number;
  childId: number;
  childName: string;
}

/**
 * Per tab (sessionStorage), so two tabs may look after two children without one's choice
 * changing what the other books. The server checks the value on every call.
 */
const KEY = ACTING_FOR_STORAGE_KEY;
let cachedRaw: string | null = null;
let cached: TActingFor | null = null;

const tabStorage = () => browserStorage('sessionStorage');

/** The child this tab acts for, or null for the member's own screens (the same object until it changes). */
export function getActingFor(): TActingFor | null {
  const raw = tabStorage()?.getItem(KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cached = raw ? (JSON.parse(raw) as TActingFor) : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

/** Chooses the child this tab acts for (null: back to one's own screens). */
export function setActingFor(next: TActingFor | null): void {
  if (next) tabStorage()?.setItem(KEY, JSON.stringify(next));
  else tabStorage()?.removeItem(KEY);
}
