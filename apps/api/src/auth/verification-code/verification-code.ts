import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES, VERIFICATION_CODE, VERIFICATION_CODE_LENGTH } from '@academy/contracts';
import { AppError } from '../../http/app-error.js';
import type { TMessage, TRecipient } from '../../unit-of-work/message.js';
import type { UnitOfWork } from '../../unit-of-work/unit-of-work.js';
import { hashPassword, verifyPassword } from '../password.js';
import type {
  TCodeOwner,
  VerificationCodeRecord,
  VerificationCodeRepository,
} from './verification-code-repository.js';

/** A 6-digit code from the operating system's secure random source. */
function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
}

const CODE_LIFETIME_MS = VERIFICATION_CODE.TTL_MINUTES * 60_000;

/**
 * Creates and stores (hashed) a new code for `owner`, valid for the code lifetime. With
 * `maxPerLifetime`, the owner may hold at most that many codes asked for within one lifetime
 * (429 beyond), counted in the database under a lock. The code's e-mail (`mailOf`) is sent by
 * the same unit of work, keyed by the stored code, so a stored code always has its mail and a
 * refused one has none.
 */
export async function issueVerificationCode(
  deps: { units: UnitOfWork; codes: VerificationCodeRepository },
  owner: TCodeOwner,
  now: Date,
  mailOf: (code: string) => { to: TRecipient; mail: NonNullable<TMessage['mail']> },
  maxPerLifetime?: number,
): Promise<void> {
  const code = newVerificationCode();
  const codeHash = await hashPassword(code);
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  const cap =
    maxPerLifetime === undefined
      ? undefined
      : { max: maxPerLifetime, since: new Date(now.getTime() - CODE_LIFETIME_MS) };
  await deps.units.run(async ({ tx, notify }) => {
    const codeId = await deps.codes.replace(tx, owner, codeHash, expiresAt, now, cap);
    if (codeId === null) throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyCodeRequests);
    const { to, mail } = mailOf(code);
    notify(to, { key: `verification_code:${codeId}`, mail });
  });
}

const expired = () =>
  new AppError('VERIFICATION_CODE_INVALID', AUTH_MESSAGES.verificationCodeExpired);
const locked = () =>
  new AppError('VERIFICATION_CODE_INVALID', AUTH_MESSAGES.verificationCodeLocked);

/**
 * Checks a typed code against its stored record and returns that record when the code is right.
 * The try is counted before the comparison, so however many guesses arrive at once, at most the
 * allowed number is ever compared. `beforeCompare` runs once the try is counted and before the
 * comparison; it may refuse (throw), for a limit beyond the record's own.
 */
export async function checkVerificationCode(input: {
  codes: VerificationCodeRepository;
  record: VerificationCodeRecord | null;
  code: string;
  now: Date;
  beforeCompare?: () => Promise<void>;
}): Promise<VerificationCodeRecord> {
  const { codes, record, code, now, beforeCompare } = input;
  const maxTries = VERIFICATION_CODE.MAX_WRONG_TRIES;
  if (!record || record.expiresAt <= now) throw expired();
  if (record.attempts >= maxTries) throw locked();
  const tries = await codes.claimTry({ id: record.id, maxTries, now });
  if (tries === null) {
    const attempts = await codes.attemptsOf(record.id);
    throw attempts !== null && attempts >= maxTries ? locked() : expired();
  }
  await beforeCompare?.();
  if (!(await verifyPassword(code, record.codeHash))) {
    throw new AppError(
      'VERIFICATION_CODE_INVALID',
      tries >= maxTries
        ? AUTH_MESSAGES.verificationCodeLocked
        : AUTH_MESSAGES.verificationCodeInvalid,
      { remainingTries: maxTries - tries },
    );
  }
  return record;
}
