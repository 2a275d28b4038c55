import { feedbackMessage } from '@academy/contracts';
import type { TLanguage } from '@academy/contracts';
import { errorMessageOf, httpStatusOf, isNetworkError } from '@/lib/api-error';
import { InvalidLoginResponseError } from './api/login';

/** Login: server message or "login failed"; no answer at all is "an error occurred during login". */
export function loginErrorMessage(error: unknown, lang: TLanguage): string {
  if (error instanceof InvalidLoginResponseError) {
    return feedbackMessage('loginResponseInvalid', lang);
  }
  if (httpStatusOf(error) === null) return feedbackMessage('loginError', lang);
  return errorMessageOf(error, feedbackMessage('loginFailed', lang));
}

/**
 * Sending or resending the code (docs/product/errors.md). A 429 keeps the server's "too many requests" text: the
 * account text would send the user to the administrator for a limit that simply runs out.
 */
export function sendCodeErrorMessage(error: unknown, lang: TLanguage): string {
  if (isNetworkError(error)) return feedbackMessage('serverUnreachable', lang);
  const accountText = feedbackMessage('accountNotFound', lang);
  const status = httpStatusOf(error);
  if (status === 500 || status === 429) return errorMessageOf(error, accountText);
  // A 302 means the account lookup bounced (docs/product/api.md), like the 4xx answers.
  if (status === 302 || (status !== null && status >= 400 && status < 500)) return accountText;
  return feedbackMessage('verificationCodeSendFailed', lang);
}
