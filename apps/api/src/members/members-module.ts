import type { Router } from 'express';
import type { AuthRateLimits } from '../auth/rate-limits.js';
import type { SessionRepository } from '../auth/session-repository.js';
import type { VerificationCodeRepository } from '../auth/verification-code/verification-code-repository.js';
import type { Config } from '../config/config.js';
import { createBeginEmailChange } from '../email-change/begin-email-change.js';
import { createConfirmEmailChange } from '../email-change/confirm-email-change.js';
import { createEmailChangeRepository } from '../email-change/email-change-repository.js';
import { createStartEmailChange } from '../email-change/start-email-change.js';
import { createUndoEmailChange } from '../email-change/undo-email-change.js';
import { createChangeEmail } from './change-email.js';
import { createChooseMessageChannel } from './choose-message-channel.js';
import { createGetMessageChannel } from './get-message-channel.js';
import { createGetStudentProfile } from './get-student-profile.js';
import { createGetMemberById } from './get-member-by-id.js';
import { createMemberProfileRepository } from './member-profile-repository.js';
import { createRequestEmailChange } from './request-email-change.js';
import { createStaffMembersRepository } from './staff-members-repository.js';
import { membersRoutes } from './members-routes.js';
import type { ModuleDeps } from '../routing/routes-module.js';

/**
 * Wires a signed-in account's own routes: profile, e-mail change. It shares the auth module's
 * rate limits, sessions and verification codes (sign-in/auth-module.ts).
 */
export function createMembersModule(
  deps: ModuleDeps & {
    config: Config;
    limits: AuthRateLimits;
    sessions: SessionRepository;
    codes: VerificationCodeRepository;
  },
): { router: Router } {
  const { prisma } = deps.database;
  const { guards, limits, sessions, codes, units } = deps;
  const profiles = createMemberProfileRepository(prisma);
  const getStudentProfile = createGetStudentProfile({ profiles });
  const channels = { profiles, textChannelOn: deps.config.textMessages.solapi !== null };
  const changes = createEmailChangeRepository(prisma);
  const beginEmailChange = createBeginEmailChange({
    changes,
    appOrigin: deps.config.appOrigin,
  });
  return {
    router: membersRoutes({
      guards,
      limits,
      getStudentProfile,
      getMemberById: createGetMemberById({
        getStudentProfile,
        users: createStaffMembersRepository(prisma),
      }),
      getMessageChannel: createGetMessageChannel(channels),
      chooseMessageChannel: createChooseMessageChannel(channels),
      requestEmailChange: createRequestEmailChange({ profiles, codes, units }),
      changeEmail: createChangeEmail({ profiles, codes, changes, units }),
      startEmailChange: createStartEmailChange({ prisma, changes, beginEmailChange, units }),
      confirmEmailChange: createConfirmEmailChange({ prisma, changes, units }),
      undoEmailChange: createUndoEmailChange({ prisma, changes, sessions }),
    }),
  };
}
