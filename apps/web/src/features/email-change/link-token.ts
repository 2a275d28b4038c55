import { EMAIL_CHANGE_TOKEN_PATTERN } from '@academy/contracts';

/**
 * The token of a mailed link, from the page's fragment (`#token=…`); null when it is missing or
 * cut short (a mail client that broke the link in two).
 */
export function linkTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token !== null && EMAIL_CHANGE_TOKEN_PATTERN.test(token) ? token : null;
}
