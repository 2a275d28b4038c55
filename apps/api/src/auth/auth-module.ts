import type { Router } from 'express';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { createBeginEmailChange } from '../email-change/begin-email-change.js';
import { createConfirmEmailChange } from '../email-change/confirm-email-change.js';
import { createEmailChangeRepository } from '../email-change/email-change-repository.js';
import { createStartEmailChange } from '../email-change/start-email-change.js';
import { createUndoEmailChange } from '../email-change/undo-email-change.js';
import { createChangeEmail } from '../users/change-email.js';
import { createChangePasswordService } from '../users/change-password-service.js';
import { createGetStudentProfile } from '../users/get-student-profile.js';
import { createGetUserById } from '../users/get-user-by-id.js';
import { createMemberProfileRepository } from '../users/member-profile-repository.js';
import { createRequestEmailChange } from '../users/request-email-change.js';
import { createStaffUsersRepository } from '../users/staff-users-repository.js';
import { usersRoutes } from '../users/users-routes.js';
import { createAccountRepository } from './account-repository.js';
import { createAuthGuards, type AuthGuards } from './auth-middleware.js';
import { authRoutes } from './auth-routes.js';
import { createAuthService } from './auth-service.js';
import { createPasswordResetService } from './password-reset/password-reset-service.js';
import { createResetCookies } from './password-reset/reset-cookies.js';
import { createResetThrottle } from './password-reset/reset-throttle.js';
import { createDeviceCookies, deriveDeviceCookieKey } from './login-throttle/device-cookie.js';
import { createDatabaseFailureCounterStore } from './login-throttle/failure-counter-store.js';
import { LOGIN_FAILURE_WINDOW_MS } from './login-throttle/login-buckets.js';
import { createLoginThrottle } from './login-throttle/login-throttle.js';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';
import { createAuthRateLimits } from './rate-limits.js';
import { createSessionRepository } from './session-repository.js';
import { createVerificationCodeRepository } from './verification-code/verification-code-repository.js';

/** Wires accounts, sessions and password reset; every later route uses `guards`. */
export function createAuthModule(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  units: UnitOfWork;
}): {
  guards: AuthGuards;
  authRouter: Router;
  usersRouter: Router;
} {
  const { prisma } = deps.database;
  const secureCookies = deps.config.isProduction;
  const accounts = createAccountRepository(prisma);
  const sessions = createSessionRepository(prisma);
  const counters = createRateLimitCounters(prisma);
  const auth = createAuthService({
    accounts,
    sessions,
    throttle: createLoginThrottle(
      createDatabaseFailureCounterStore(counters, LOGIN_FAILURE_WINDOW_MS),
    ),
    accessSecret: deps.config.jwt.accessSecret,
    logger: deps.logger,
  });
  const codes = createVerificationCodeRepository(prisma);
  const { units } = deps;
  const passwordReset = createPasswordResetService({
    prisma,
    accounts,
    sessions,
    codes,
    throttle: createResetThrottle(counters),
    units,
    appOrigin: deps.config.appOrigin,
  });
  const guards = createAuthGuards(auth, secureCookies);
  const limits = createAuthRateLimits(counters);
  const deviceCookies = createDeviceCookies({
    key: deriveDeviceCookieKey(deps.config.jwt.refreshSecret),
    secure: secureCookies,
  });
  const profiles = createMemberProfileRepository(prisma);
  const getStudentProfile = createGetStudentProfile({ profiles });
  const changes = createEmailChangeRepository(prisma);
  const beginEmailChange = createBeginEmailChange({
    changes,
    appOrigin: deps.config.appOrigin,
  });
  return {
    guards,
    authRouter: authRoutes({
      auth,
      passwordReset,
      changePassword: createChangePasswordService({ prisma, accounts, sessions }),
      guards,
      limits,
      deviceCookies,
      resetCookies: createResetCookies(secureCookies),
      secureCookies,
    }),
    usersRouter: usersRoutes({
      guards,
      limits,
      getStudentProfile,
      getUserById: createGetUserById({
        getStudentProfile,
        users: createStaffUsersRepository(prisma),
      }),
      requestEmailChange: createRequestEmailChange({ profiles, codes, units }),
      changeEmail: createChangeEmail({ profiles, codes, changes, units }),
      startEmailChange: createStartEmailChange({ prisma, changes, beginEmailChange, units }),
      confirmEmailChange: createConfirmEmailChange({ prisma, changes, units }),
      undoEmailChange: createUndoEmailChange({ prisma, changes, sessions }),
    }),
  };
}
