import { feedbackMessage } from '@academy/contracts';
import type { TFeedbackMessageKey, TLanguage } from '@academy/contracts';
import { httpStatusOf, isNetworkError, serverMessageOf } from '@/lib/api-error';
import { InvalidLoginResponseError } from './api/login';

/** docs/product/errors.md: the server message when present, else the catalogue text. */
export function serverMessageOr(error: unknown, fallback: TFeedbackMessageKey, lang: TLanguage) {
  return serverMessageOf(error) ?? feedbackMessage(fallback, lang);
}

/** Login: server message or "login failed"; no answer at all is "an error occurred during login". */
export function loginErrorMessage(error: unknown, lang: TLanguage): string {
  if (error instanceof InvalidLoginResponseError) {
    return feedbackMessage('loginResponseInvalid', lang);
  }
  if (httpStatusOf(error) === null) return feedbackMessage('loginError', lang);
  return serverMessageOr(error, 'loginFailed', lang);
}

/**
 * Sending or resending the code (docs/product/errors.md). A 429 keeps the server's "too many requests" text: the
 * account text would send the user to the administrator for a limit that simply runs out.
 */
export function sendCodeErrorMessage(error: unknown, lang: TLanguage): string {
  if (isNetworkError(error)) return feedbackMessage('serverUnreachable', lang);
  const status = httpStatusOf(error);
  if (status === 500 || status === 429) return serverMessageOr(error, 'accountNotFound', lang);
  // A 302 means the account lookup bounced (docs/product/api.md), like the 4xx answers.
  if (status === 302 || (status !== null && status >= 400 && status < 500)) {
    return feedbackMessage('accountNotFound', lang);
  }
  return feedbackMessage('verificationCodeSendFailed', lang);
}
