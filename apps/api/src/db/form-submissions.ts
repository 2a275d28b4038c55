import { createHash } from 'node:crypto';
import { toAcademyIsoDate } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

/** The guest forms that are answered with a reference (docs/decisions/0061). */
export type TFormKind = 'lesson' | 'oneday' | 'inquiry';

/** The letter a form's reference starts with: L-2026-000123, O-…, Q-…. */
const REFERENCE_LETTERS: Record<TFormKind, string> = { lesson: 'L', oneday: 'O', inquiry: 'Q' };

/** How long the same form sent again is taken for the first one. */
export const REPEAT_WINDOW_MS = 60_000;

/**
 * The first key of the advisory lock that orders forms of one fingerprint; the second is taken
 * from the fingerprint. Any constant unused elsewhere would do.
 */
const FORM_SUBMISSION_LOCK = 20_261_201;

/**
 * The reference of a stored form: its letter, the Seoul year it came in and its row id. The ids
 * are already in the specification's answer (requestId, contactId), so the reference reveals
 * nothing more (docs/decisions/0061).
 */
export function formReference(kind: TFormKind, id: number, at: Date): string {
  const year = toAcademyIsoDate(at).slice(0, 4);
  return `${REFERENCE_LETTERS[kind]}-${year}-${String(id).padStart(6, '0')}`;
}

/**
 * A form as compared with a repeat: texts trimmed, phone numbers as their digits, e-mail
 * addresses in lower case, the password and the honeypot left out (a hash of a password must
 * not be kept beside it).
 */
function normalized(value: unknown, key = ''): unknown {
  if (key === 'password' || key === 'website') return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (/phone/i.test(key)) return text.replace(/\D/g, '');
    return /email/i.test(key) ? text.toLowerCase() : text;
  }
  if (Array.isArray(value)) return value.map((item) => normalized(item));
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((name) => [name, normalized((value as Record<string, unknown>)[name], name)]);
    return Object.fromEntries(entries.filter(([, item]) => item !== undefined));
  }
  return value;
}

/** The fingerprint of a form of `kind`: SHA-256 of its normalized content. */
export function formFingerprint(kind: TFormKind, form: object): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, normalized(form)]))
    .digest('hex');
}

/**
 * Stores a guest form once (docs/decisions/0061): inside the caller's transaction, the advisory
 * lock of its fingerprint orders simultaneous copies, so the second copy waits for the first to
 * commit and then finds it. The same form stored within the last minute is answered with its
 * id and reference, and `store` is not called (the caller then tells no one).
 */
export async function storeFormOnce(
  tx: Prisma.TransactionClient,
  form: { kind: TFormKind; content: object; now: Date },
  store: () => Promise<number>,
): Promise<{ id: number; reference: string; repeated: boolean }> {
  const fingerprint = formFingerprint(form.kind, form.content);
  const lockKey = Number.parseInt(fingerprint.slice(0, 8), 16) | 0;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FORM_SUBMISSION_LOCK}::int, ${lockKey}::int)`;
  const first = await tx.formSubmission.findFirst({
    where: {
      fingerprint,
      createdAt: { gte: new Date(form.now.getTime() - REPEAT_WINDOW_MS) },
    },
    orderBy: { createdAt: 'desc' },
    select: { entityId: true, reference: true },
  });
  if (first) return { id: first.entityId, reference: first.reference, repeated: true };
  const id = await store();
  const reference = formReference(form.kind, id, form.now);
  await tx.formSubmission.create({
    data: { kind: form.kind, fingerprint, entityId: id, reference, createdAt: form.now },
  });
  return { id, reference, repeated: false };
}

/**
 * Forgets the fingerprints no repeat can match any more (older than the window): they serve
 * nothing after a minute, and they are derived from contact details. Run hourly, so a run finds
 * at most an hour of forms.
 */
export async function forgetOldFormSubmissions(prisma: PrismaClient, now: Date): Promise<number> {
  const { count } = await prisma.formSubmission.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - REPEAT_WINDOW_MS) } },
  });
  return count;
}
