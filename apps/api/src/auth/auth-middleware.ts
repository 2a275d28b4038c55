import type { RequestHandler } from 'express';
import { AUTH_MESSAGES, FEEDBACK_MESSAGES } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { readAccessToken } from './auth-cookies.js';
import type { AuthContext, Authenticate } from './authenticate.js';

declare global {
  // Express's own extension point for request properties added by middleware.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by `authenticate` when the request carries a valid, unrevoked access token. */
      auth?: AuthContext;
    }
  }
}

export interface AuthGuards {
  authenticate: RequestHandler;
  requireAuthenticated: RequestHandler;
  requireMember: RequestHandler;
  requireStaff: RequestHandler;
  requireAdmin: RequestHandler;
  /** After one of the guards above: refuses an account that must first change its password. */
  requireOwnPassword: RequestHandler;
  /** Whether a member is a child's guardian, for calls a guardian makes for a child. */
  isGuardianOf: (guardianId: number, childId: number) => Promise<boolean>;
}

const notSignedIn = () =>
  new AppError('AUTHENTICATION_REQUIRED', AUTH_MESSAGES.authenticationRequired);
const forbidden = () => new AppError('ACCESS_DENIED', FEEDBACK_MESSAGES.accessDenied);
const passwordChangeRequired = () =>
  new AppError('PASSWORD_CHANGE_REQUIRED', AUTH_MESSAGES.passwordChangeRequired);

/** Guests get 401, signed-in accounts of the wrong kind 403. */
export function createAuthGuards(
  authenticate: Authenticate,
  secureCookies: boolean,
  isGuardianOf: AuthGuards['isGuardianOf'],
): AuthGuards {
  const guard =
    (allows: (context: AuthContext) => boolean): RequestHandler =>
    (req, _res, next) => {
      if (!req.auth) throw notSignedIn();
      if (!allows(req.auth)) throw forbidden();
      next();
    };
  return {
    authenticate: async (req, _res, next) => {
      const context = await authenticate(readAccessToken(req, secureCookies));
      if (context) req.auth = context;
      next();
    },
    requireAuthenticated: guard(() => true),
    requireMember: guard(({ session }) => session.userType === 'user'),
    requireStaff: guard(({ session }) => session.userType === 'teacher'),
    requireAdmin: guard(
      ({ session }) => session.userType === 'teacher' && session.user.role === 'admin',
    ),
    requireOwnPassword: (req, _res, next) => {
      if (req.auth?.session.mustChangePassword) throw passwordChangeRequired();
      next();
    },
    isGuardianOf,
  };
}
