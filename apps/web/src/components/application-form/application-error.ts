import { feedbackMessage } from '@academy/contracts';
import type { TLanguage } from '@academy/contracts';
import { httpStatusOf, serverMessageOf } from '@/lib/api-error';

type TApplyFailureKey = 'lessonApplyFailed' | 'onedayApplyFailed';

/**
 * docs/product/errors.md: a refusal the visitor can act on (a 4xx: a field rule, too many tries) keeps the
 * server's message; anything else (no answer, a server fault) gets the form's "please try
 * again" text, which says more than a generic server error would.
 */
export function applyErrorMessage(error: unknown, key: TApplyFailureKey, lang: TLanguage) {
  const status = httpStatusOf(error);
  const message = serverMessageOf(error);
  if (message !== null && status !== null && status >= 400 && status < 500) return message;
  return feedbackMessage(key, lang);
}
