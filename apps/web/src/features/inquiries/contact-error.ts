import { feedbackMessage } from '@academy/contracts';
import type { TLanguage } from '@academy/contracts';
import { httpStatusOf, serverMessageOf } from '@/lib/api-error';

/**
 * docs/product/errors.md contact send error: a refusal the visitor can act on (a 4xx) keeps the server's
 * message; anything else gets "please try again".
 */
export function sendErrorMessage(error: unknown, lang: TLanguage): string {
  const status = httpStatusOf(error);
  const message = serverMessageOf(error);
  if (message !== null && status !== null && status >= 400 && status < 500) return message;
  return feedbackMessage('contactSendFailed', lang);
}

/** Wrong password (401), locked (423), unknown (404), too many tries (429): the server says. */
export function lookupErrorMessage(error: unknown, lang: TLanguage): string {
  return serverMessageOf(error) ?? feedbackMessage('inquiryLookupFailed', lang);
}
