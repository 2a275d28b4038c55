import { feedbackMessage } from '@academy/contracts';
import type { TFeedbackMessageKey, TLanguage } from '@academy/contracts';
import { serverMessageOf } from '@/lib/api-error';

/** docs/product/errors.md: the server's message when it sent one, else the screen's own fallback. */
export function memberErrorMessage(error: unknown, fallback: TFeedbackMessageKey, lang: TLanguage) {
  return serverMessageOf(error) ?? feedbackMessage(fallback, lang);
}
