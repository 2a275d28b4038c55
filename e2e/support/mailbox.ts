import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './e2e-paths';

interface DeliveredMail {
  to: string[];
  subject: string;
  text: string;
}

function mailsTo(address: string): DeliveredMail[] {
  return readdirSync(E2E_MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as DeliveredMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for a new mail to `address` (beyond `seenBefore`) and returns the 6-digit code in it. */
export async function readVerificationCode(address: string, seenBefore: number): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const mails = mailsTo(address);
      code =
        mails.length > seenBefore ? (/\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Waits for a new mail to `address` (beyond `seenBefore`) with a link to the page `pagePath` and
 * returns that link's path and fragment: the link names APP_ORIGIN, the test server answers the
 * same path.
 */
export async function readLink(
  address: string,
  seenBefore: number,
  pagePath: string,
): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(${pagePath}#token=[A-Za-z0-9_-]+)`);
  let link = '';
  await expect
    .poll(() => {
      const mails = mailsTo(address).slice(seenBefore);
      link = mails.map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean) ?? '';
      return link;
    })
    .toContain(`${pagePath}#token=`);
  return link;
}

export function countMailsTo(address: string): number {
  return mailsTo(address).length;
}

/**
 * Waits for a new mail to `address` (beyond `seenBefore`) and returns the path of the reset link
 * in it, with its fragment (`/forgot-password#link=…`), to open against the site under test.
 */
export async function readResetLink(address: string, seenBefore: number): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const mails = mailsTo(address);
      const text = mails.length > seenBefore ? (mails.at(-1)?.text ?? '') : '';
      link = /https?:\/\/[^/\s]+(\/forgot-password#link=[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
      return link;
    })
    .toMatch(/^\/forgot-password#link=/);
  return link;
}
