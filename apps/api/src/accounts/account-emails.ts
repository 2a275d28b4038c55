import { driverAdapterCause, errorField } from '../db/prisma-errors.js';
import type { Prisma } from '../generated/prisma/client.js';
import { emailKey } from '../lib/email-key.js';

/**
 * The constraints that keep an e-mail address to one account: the shared account_emails table
 * (any letter case, members and staff together) and each table's own unique address.
 */
const EMAIL_CONSTRAINTS = new Set(['account_emails_pkey', 'members_email_key', 'staff_email_key']);
const UNIQUE_VIOLATION = '23505';

/**
 * Whether some account, member or staff, already has the address in any letter case; with
 * `exceptMemberId`, that member's own address does not count.
 */
export async function isEmailTaken(
  db: Prisma.TransactionClient,
  email: string,
  exceptMemberId?: number,
): Promise<boolean> {
  const others =
    exceptMemberId === undefined
      ? {}
      : { OR: [{ memberId: null }, { memberId: { not: exceptMemberId } }] };
  return (await db.accountEmail.count({ where: { email: emailKey(email), ...others } })) > 0;
}

/**
 * Whether a write failed because another account has the address. The PostgreSQL adapter names
 * the constraint, the embedded one only its columns; neither depends on the server's language.
 */
export function isEmailTakenViolation(error: unknown): boolean {
  const cause = driverAdapterCause(error);
  if (errorField(cause, 'originalCode') !== UNIQUE_VIOLATION) return false;
  const constraint = errorField(cause, 'constraint');
  const index = errorField(constraint, 'index');
  const fields = errorField(constraint, 'fields');
  if (typeof index === 'string') return EMAIL_CONSTRAINTS.has(index);
  return Array.isArray(fields) && fields.length === 1 && fields[0] === 'email';
}
