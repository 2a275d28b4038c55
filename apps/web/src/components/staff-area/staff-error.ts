import { staffMessage } from '@academy/contracts';
import type { TLanguage, TStaffMessageKey } from '@academy/contracts';
import { serverMessageOf } from '@/lib/api-error';

/** docs/product/errors.md: the server's message when it sent one, else the screen's own fallback. */
export function staffErrorMessage(error: unknown, fallback: TStaffMessageKey, lang: TLanguage) {
  return serverMessageOf(error) ?? staffMessage(fallback, lang);
}
