import { STAFF_MESSAGES } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { newMemberRepository as members } from './new-member-repository.js';

type Tx = Prisma.TransactionClient;

interface TGuardianContact {
  name: string;
  phoneNumber: string;
  email: string;
}

/** The guardian an approval links the child to, and whether it was made for this approval. */
export interface TApprovalGuardian {
  id: number;
  name: string;
  loginId: string;
  created: boolean;
}

/**
 * The child's guardian: the member already registered with the guardian's phone or e-mail (a
 * second child joins the family), or a new account for the guardian, which takes no lessons and
 * must set its own password first. Two approvals for one family wait for each other
 * (lockFamily), so they make one guardian. A phone and an e-mail of two different members, or
 * an e-mail of a staff account, are refused.
 */
export async function guardianForApproval(
  tx: Tx,
  contact: TGuardianContact,
  account: { passwordHash: string; isForeigner: boolean },
): Promise<TApprovalGuardian> {
  await members.lockFamily(tx, contact);
  const { byPhone, byEmail, staffHasEmail } = await members.findMembersByContact(tx, contact);
  if (staffHasEmail) throw new AppError('EMAIL_TAKEN', STAFF_MESSAGES.lessonEmailInUse);
  if (byPhone && byEmail && byPhone.id !== byEmail.id)
    throw new AppError('MEMBER_EXISTS', STAFF_MESSAGES.guardianContactsDiffer);
  const existing = byPhone ?? byEmail;
  if (existing?.loginId) {
    return { id: existing.id, name: existing.name, loginId: existing.loginId, created: false };
  }
  if (existing) throw new AppError('MEMBER_EXISTS', STAFF_MESSAGES.guardianContactsDiffer);
  const loginId = `s${contact.phoneNumber}`;
  const guardian = await members.createMember(tx, {
    loginId,
    passwordHash: account.passwordHash,
    mustChangePassword: true,
    name: contact.name,
    email: contact.email,
    phoneNumber: contact.phoneNumber,
    isForeigner: account.isForeigner,
    takesLessons: false,
  });
  return { id: guardian.id, name: guardian.name, loginId, created: true };
}
