import {
  EMAIL_CHANGE,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_PAGES,
  FEEDBACK_MESSAGES,
} from '@academy/contracts';
import type { AccountRef } from '../auth/account-ref.js';
import { AppError } from '../http/app-error.js';
import { newSecretToken } from '../lib/secret-token.js';
import { changeRequestedMail, confirmLinkMail } from './link-mails.js';
import type { EmailChangeRepository } from './email-change-repository.js';
import type { TWork } from '../unit-of-work/unit-of-work.js';

const HOUR_MS = 60 * 60_000;
const LINK_TTL_MS = EMAIL_CHANGE.LINK_TTL_HOURS * HOUR_MS;
const UNDO_MS = EMAIL_CHANGE.UNDO_DAYS * 24 * HOUR_MS;
const START_WINDOW_MS = EMAIL_CHANGE.START_WINDOW_MINUTES * 60_000;

export interface StartedEmailChange {
  oldEmail: string;
  newEmail: string;
  expiresAt: Date;
}

/**
 * Starts a change of `account`'s address to `newEmail` inside the caller's transaction: the
 * account's earlier change still waiting is cancelled, the new one stored with the hashes of its
 * two tokens, and its two mails sent (the confirm link to the new address, the notice with the
 * undo link to the old one). The caller checks the address first. Refused with 429 beyond EMAIL_CHANGE.MAX_STARTS per window, counted under the
 * account's lock, so simultaneous starts cannot pass the cap together.
 */
export function createBeginEmailChange(deps: {
  changes: EmailChangeRepository;
  /** The web app's public address, where the links' pages are. */
  appOrigin: string;
}) {
  const { changes } = deps;
  const origin = new URL(deps.appOrigin).origin;
  const linkTo = (page: keyof typeof EMAIL_CHANGE_PAGES, token: string) =>
    `${origin}${EMAIL_CHANGE_PAGES[page]}#token=${token}`;

  return async function beginEmailChange(
    { tx, notify }: TWork,
    input: { account: AccountRef; newEmail: string; startedById: number | null; now: Date },
  ): Promise<StartedEmailChange> {
    const { account, newEmail, now } = input;
    const current = await changes.lockAccount(tx, account);
    if (!current) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    const since = new Date(now.getTime() - START_WINDOW_MS);
    if ((await changes.countStartedSince(tx, account, since)) >= EMAIL_CHANGE.MAX_STARTS) {
      throw new AppError('TOO_MANY_REQUESTS', EMAIL_CHANGE_MESSAGES.tooManyStarts);
    }
    await changes.cancelOpen(tx, account, now);
    const confirm = newSecretToken();
    const undo = newSecretToken();
    const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
    const { id } = await changes.create(tx, {
      account,
      oldEmail: current.email,
      newEmail,
      confirmTokenHash: confirm.tokenHash,
      undoTokenHash: undo.tokenHash,
      expiresAt,
      undoUntil: new Date(now.getTime() + UNDO_MS),
      startedById: input.startedById,
      createdAt: now,
    });
    const { name, english } = current;
    notify(
      { address: { to: newEmail, name, english } },
      {
        key: `email_change:${id}:link`,
        mail: (recipient) => confirmLinkMail(recipient, linkTo('confirm', confirm.token)),
      },
    );
    notify(
      { address: { to: current.email, name, english } },
      {
        key: `email_change:${id}:notice`,
        mail: (recipient) =>
          changeRequestedMail(recipient, { newEmail, undoLink: linkTo('undo', undo.token) }),
      },
    );
    return { oldEmail: current.email, newEmail, expiresAt };
  };
}

export type BeginEmailChange = ReturnType<typeof createBeginEmailChange>;
