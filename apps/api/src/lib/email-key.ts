/**
 * An e-mail address as the account registry (account_emails) keeps it and as every lookup and
 * comparison of addresses reads it: trimmed and in lower case, so letter case never counts.
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
