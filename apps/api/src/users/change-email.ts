import {
  createEmailChangeSchema,
  FEEDBACK_MESSAGES,
  type TEmailChangeRequest,
  type TEmailChangeResult,
} from '@academy/contracts';
import { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import type { MemberProfileRepository } from './member-profile-repository.js';

const emailInUse = () => new AppError(409, FEEDBACK_MESSAGES.emailInUse);

/** Changes the member's email: different from the current one and used by nobody else. */
export function createChangeEmail(profiles: MemberProfileRepository) {
  return async function changeEmail(
    memberId: number,
    input: TEmailChangeRequest,
  ): Promise<TEmailChangeResult> {
    const current = await profiles.findEmail(memberId);
    if (!current) throw new AppError(404, FEEDBACK_MESSAGES.notFound);
    // Throws the "already the same" validation error (400), compared case-insensitively.
    createEmailChangeSchema(current.email).parse(input);
    if (await profiles.isEmailTaken(input.email, memberId)) throw emailInUse();
    try {
      return await profiles.updateEmail(memberId, input.email);
    } catch (error) {
      // Two members claiming the same address at once: the unique index decides.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw emailInUse();
      }
      throw error;
    }
  };
}

export type ChangeEmail = ReturnType<typeof createChangeEmail>;
