import {
  FEEDBACK_MESSAGES,
  TEACHER_MESSAGES,
  type TStaffAccount,
  type TUpdateTeacherRequest,
} from '@academy/contracts';
import { emailKey, isEmailTaken, isEmailTakenViolation } from '../accounts/account-emails.js';
import { writeAuditLog } from '../audit/audit-log.js';
import type { StaffCaller } from '../auth/callers.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { isRecordGone } from '../db/prisma-errors.js';
import type { StaffAccountsRepository } from './staff-accounts-repository.js';

/** Who edits a staff account, as the staff-account rules need them. */
type Editor = Pick<StaffCaller, 'id' | 'isAdmin'>;

type Changes = Record<string, { from: string | null; to: string | null }>;

/** Before and after of each requested field that really changed, for the audit log. */
function changesOf(
  input: TUpdateTeacherRequest,
  before: TStaffAccount,
  after: TStaffAccount,
): Changes {
  const fields = (['name', 'email', 'phoneNumber', 'role'] as const).filter(
    (field) => input[field] !== undefined && before[field] !== after[field],
  );
  return Object.fromEntries(
    fields.map((field) => [field, { from: before[field], to: after[field] }]),
  );
}

/** Admins edit any account, teachers only their own: decided before the body is read. */
export function assertMayEditAccount(caller: Editor, id: number): void {
  if (!caller.isAdmin && id !== caller.id)
    throw new AppError('NOT_OWN_RESOURCE', TEACHER_MESSAGES.onlyOwnAccount);
}

/** Teachers may change only their own name, e-mail and phone; a role is the admin's to give. */
function assertMayEdit(caller: Editor, id: number, input: TUpdateTeacherRequest): void {
  assertMayEditAccount(caller, id);
  if (!caller.isAdmin && input.role !== undefined) {
    throw new AppError('ADMIN_ONLY', TEACHER_MESSAGES.roleAdminOnly);
  }
}

/** An admin edits any staff account, a teacher their own (without the role). */
export function createUpdateTeacher(deps: {
  prisma: PrismaClient;
  accounts: StaffAccountsRepository;
}) {
  const { prisma, accounts } = deps;

  /** The account keeps an admin unless this change takes the role from the last one. */
  async function assertAdminRemains(
    tx: Prisma.TransactionClient,
    caller: Editor,
    id: number,
  ): Promise<void> {
    const adminIds = await accounts.lockAdmins(tx);
    if (adminIds.includes(id) && adminIds.length <= 1) {
      throw new AppError('LAST_ADMIN', TEACHER_MESSAGES.lastAdminDemotion);
    }
    // Another admin may have taken this caller's role while the request was on its way.
    if (!adminIds.includes(caller.id))
      throw new AppError('ACCESS_DENIED', FEEDBACK_MESSAGES.accessDenied);
  }

  return async function updateTeacher(
    caller: Editor,
    id: number,
    input: TUpdateTeacherRequest,
  ): Promise<TStaffAccount> {
    assertMayEdit(caller, id, input);
    const before = await accounts.findById(id);
    if (!before) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    const { email } = input;
    // The account's own address in another letter case is not a clash.
    const otherAddress = email !== undefined && emailKey(email) !== emailKey(before.email);
    if (otherAddress && (await isEmailTaken(prisma, email))) {
      throw new AppError('EMAIL_TAKEN', TEACHER_MESSAGES.emailInUse);
    }
    try {
      return await prisma.$transaction(async (tx) => {
        if (input.role === 'teacher') await assertAdminRemains(tx, caller, id);
        const after = await accounts.update(tx, id, input);
        const changes = changesOf(input, before, after);
        if (Object.keys(changes).length > 0) {
          await writeAuditLog(tx, {
            staffId: caller.id,
            action: 'staff.update',
            entityType: 'staff',
            entityId: id,
            details: { changes },
          });
        }
        return after;
      });
    } catch (error) {
      if (isRecordGone(error)) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
      // Another account took the address between the check and the update.
      if (isEmailTakenViolation(error))
        throw new AppError('EMAIL_TAKEN', TEACHER_MESSAGES.emailInUse);
      throw error;
    }
  };
}

export type UpdateTeacher = ReturnType<typeof createUpdateTeacher>;
