import type { Router } from 'express';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger/logger.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { createAccountRepository } from '../auth/account-repository.js';
import { createAuthenticate } from '../auth/authenticate.js';
import { createAuthGuards, type AuthGuards } from '../auth/auth-middleware.js';
import { createChangePasswordService } from '../auth/change-password-service.js';
import { authRoutes } from './auth-routes.js';
import { createConfirmResetLink } from '../auth/password-reset/confirm-reset-link.js';
import { createResetCookies } from '../auth/password-reset/reset-cookies.js';
import { createResetPassword } from '../auth/password-reset/reset-password.js';
import { createResetThrottle } from '../auth/password-reset/reset-throttle.js';
import { createSendResetCode } from '../auth/password-reset/send-reset-code.js';
import { createVerifyResetCode } from '../auth/password-reset/verify-reset-code.js';
import {
  createDeviceCookies,
  deriveDeviceCookieKey,
} from '../auth/login-throttle/device-cookie.js';
import { createDatabaseFailureCounterStore } from '../auth/login-throttle/failure-counter-store.js';
import { LOGIN_FAILURE_WINDOW_MS } from '../auth/login-throttle/login-buckets.js';
import { createLoginThrottle } from '../auth/login-throttle/login-throttle.js';
import { createLogin } from '../auth/login.js';
import { createLogout } from '../auth/logout.js';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';
import { createAuthRateLimits, type AuthRateLimits } from '../auth/rate-limits.js';
import { createRefreshSession } from '../auth/refresh-session.js';
import { createSessionRepository, type SessionRepository } from '../auth/session-repository.js';
import {
  createVerificationCodeRepository,
  type VerificationCodeRepository,
} from '../auth/verification-code/verification-code-repository.js';

/**
 * Wires accounts, sessions and password reset; every later route uses `guards`. The account's
 * own routes (members/members-module.ts) share its rate limits, sessions and verification codes.
 */
export function createAuthModule(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  units: UnitOfWork;
}): {
  guards: AuthGuards;
  authRouter: Router;
  limits: AuthRateLimits;
  sessions: SessionRepository;
  codes: VerificationCodeRepository;
} {
  const { prisma } = deps.database;
  const secureCookies = deps.config.isProduction;
  const accounts = createAccountRepository(prisma);
  const sessions = createSessionRepository(prisma);
  const counters = createRateLimitCounters(prisma);
  const { accessSecret } = deps.config.jwt;
  const throttle = createLoginThrottle(
    createDatabaseFailureCounterStore(counters, LOGIN_FAILURE_WINDOW_MS),
  );
  const codes = createVerificationCodeRepository(prisma);
  const { units } = deps;
  const resetThrottle = createResetThrottle(counters);
  const guards = createAuthGuards(
    createAuthenticate({ accounts, accessSecret }),
    secureCookies,
    (guardianId, childId) => accounts.isGuardianOf(guardianId, childId),
  );
  const limits = createAuthRateLimits(counters);
  const deviceCookies = createDeviceCookies({
    key: deriveDeviceCookieKey(deps.config.jwt.refreshSecret),
    secure: secureCookies,
  });
  return {
    guards,
    authRouter: authRoutes({
      login: createLogin({ accounts, sessions, throttle, accessSecret }),
      refreshSession: createRefreshSession({
        accounts,
        sessions,
        accessSecret,
        logger: deps.logger,
      }),
      logout: createLogout({ sessions, accessSecret }),
      sendResetCode: createSendResetCode({
        accounts,
        codes,
        throttle: resetThrottle,
        units,
        appOrigin: deps.config.appOrigin,
      }),
      verifyResetCode: createVerifyResetCode({ accounts, codes, throttle: resetThrottle }),
      confirmResetLink: createConfirmResetLink({ accounts, codes }),
      resetPassword: createResetPassword({ prisma, accounts, sessions, codes }),
      changePassword: createChangePasswordService({ prisma, accounts, sessions }),
      guards,
      limits,
      deviceCookies,
      resetCookies: createResetCookies(secureCookies),
      secureCookies,
    }),
    limits,
    sessions,
    codes,
  };
}
