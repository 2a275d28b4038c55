import {
  FEEDBACK_MESSAGES,
  STAFF_ACCOUNT_MESSAGES,
  type TStaffAccount,
  type TUpdateStaffRequest,
} from '@academy/contracts';
import { isEmailTaken, isEmailTakenViolation } from '../accounts/account-emails.js';
import { emailKey } from '../lib/email-key.js';
import type { StaffCaller } from '../auth/callers.js';
import type { BeginEmailChange } from '../email-change/begin-email-change.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { isRecordGone } from '../db/prisma-errors.js';
import type { TWork, UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { StaffAccountChanges, StaffAccountsRepository } from './staff-accounts-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** Who edits a staff account, as the staff-account rules need them. */
type Editor = Pick<StaffCaller, 'id' | 'isAdmin'>;

type Changes = Record<string, { from: string | null; to: string | null }>;

/** What PATCH /teachers/:id did: the account as stored, and whether a new address waits for its link. */
export interface UpdatedStaffAccount {
  account: TStaffAccount;
  emailChangeStarted: boolean;
}

/** Before and after of each requested field that really changed, for the audit log. */
function changesOf(
  input: StaffAccountChanges,
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
    throw new AppError('NOT_OWN_RESOURCE', STAFF_ACCOUNT_MESSAGES.onlyOwnAccount);
}

/** Teachers may change only their own name, e-mail and phone; a role is the admin's to give. */
function assertMayEdit(caller: Editor, id: number, input: TUpdateStaffRequest): void {
  assertMayEditAccount(caller, id);
  if (!caller.isAdmin && input.role !== undefined) {
    throw new AppError('ADMIN_ONLY', STAFF_ACCOUNT_MESSAGES.roleAdminOnly);
  }
}

/**
 * The new address an edit asks for, if any: another letter case of the account's own address is
 * stored at once, a different address waits for its owner to confirm it by link.
 */
function newAddressOf(input: TUpdateStaffRequest, before: TStaffAccount): string | undefined {
  const { email } = input;
  return email !== undefined && emailKey(email) !== emailKey(before.email) ? email : undefined;
}

/**
 * An admin edits any staff account, a teacher their own (without the role). A new e-mail address
 * is not stored: it starts the change confirmed by a link to it, with a notice to the current
 * address (as PUT /users/email does), in the same transaction as the other fields.
 */
export function createUpdateStaff(deps: {
  prisma: PrismaClient;
  accounts: StaffAccountsRepository;
  beginEmailChange: BeginEmailChange;
  units: UnitOfWork;
  now?: Clock;
}) {
  const { prisma, accounts, beginEmailChange, units, now = systemClock } = deps;

  /** The account keeps an admin unless this change takes the role from the last one. */
  async function assertAdminRemains(
    tx: Prisma.TransactionClient,
    caller: Editor,
    id: number,
  ): Promise<void> {
    const adminIds = await accounts.lockAdmins(tx);
    if (adminIds.includes(id) && adminIds.length <= 1) {
      throw new AppError('LAST_ADMIN', STAFF_ACCOUNT_MESSAGES.lastAdminDemotion);
    }
    // Another admin may have taken this caller's role while the request was on its way.
    if (!adminIds.includes(caller.id))
      throw new AppError('ACCESS_DENIED', FEEDBACK_MESSAGES.accessDenied);
  }

  /** One edit in one transaction: the fields, the start of an address change, the audit entry. */
  async function saveEdit(
    work: TWork,
    edit: { caller: Editor; id: number; input: TUpdateStaffRequest; before: TStaffAccount },
    newEmail: string | undefined,
  ): Promise<TStaffAccount> {
    const { caller, id, input, before } = edit;
    const { tx } = work;
    if (input.role === 'teacher') await assertAdminRemains(tx, caller, id);
    // The new address is stored once its link is confirmed, not here.
    const stored: StaffAccountChanges =
      newEmail === undefined ? input : { ...input, email: undefined };
    const after = await accounts.update(tx, id, stored);
    if (newEmail !== undefined) {
      const startedById = caller.id === id ? null : caller.id;
      await beginEmailChange(work, {
        account: { type: 'staff', id },
        newEmail,
        startedById,
        now: now(),
      });
    }
    const changes = changesOf(stored, before, after);
    if (Object.keys(changes).length > 0 || newEmail !== undefined) {
      work.audit({
        action: 'staff.update',
        entityType: 'staff',
        entityId: id,
        details: newEmail === undefined ? { changes } : { changes, emailChangeTo: newEmail },
      });
    }
    return after;
  }

  return async function updateStaff(
    caller: Editor,
    id: number,
    input: TUpdateStaffRequest,
  ): Promise<UpdatedStaffAccount> {
    assertMayEdit(caller, id, input);
    const before = await accounts.findById(id);
    if (!before) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    const newEmail = newAddressOf(input, before);
    if (newEmail !== undefined && (await isEmailTaken(prisma, newEmail))) {
      throw new AppError('EMAIL_TAKEN', STAFF_ACCOUNT_MESSAGES.emailInUse);
    }
    try {
      const account = await units.run(
        (work) => saveEdit(work, { caller, id, input, before }, newEmail),
        { staffId: caller.id },
      );
      return { account, emailChangeStarted: newEmail !== undefined };
    } catch (error) {
      if (isRecordGone(error)) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
      // Another account took the address between the check and the update.
      if (isEmailTakenViolation(error))
        throw new AppError('EMAIL_TAKEN', STAFF_ACCOUNT_MESSAGES.emailInUse);
      throw error;
    }
  };
}

export type UpdateStaff = ReturnType<typeof createUpdateStaff>;
