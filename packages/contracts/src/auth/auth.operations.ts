import { accountsOperation } from '../common/operation-tags';
import { SESSION_PATHS } from './session-paths';
import { ZChangePasswordRequest } from '../members/members.schemas';
import {
  ZConfirmResetLinkRequest,
  ZConfirmResetLinkResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZRefreshResponse,
  ZResetPasswordRequest,
  ZSendVerificationCodeRequest,
  ZVerifyEmailCodeRequest,
  ZVerifyEmailCodeResponse,
  ZVerifyResponse,
} from './auth.schemas';

export const login = accountsOperation({
  method: 'post',
  path: SESSION_PATHS.login,
  summary: 'Sign in with login id (or phone number) and password',
  notes:
    'Sets the access and refresh cookies, and the device cookie that keeps failures made elsewhere from locking this browser out. ' +
    'Failed attempts are throttled per account, per trusted device and per client (429) by the login itself, not by a per-request limit. ' +
    'mustChangePassword true: the account signed in with the password it was issued and must set its own first (see GET /auth/verify).',
  access: 'public',
  body: ZLoginRequest,
  data: ZLoginResponse,
  errors: ['INVALID_CREDENTIALS', 'ACCOUNT_NOT_ACTIVE', 'TOO_MANY_REQUESTS'],
});

export const refreshSession = accountsOperation({
  method: 'post',
  path: SESSION_PATHS.refresh,
  summary: 'Renew the session',
  notes: 'Rotates both cookies; on failure both are cleared and the answer is 401.',
  access: 'refreshSession',
  data: ZRefreshResponse,
  errors: ['SESSION_EXPIRED'],
});

export const logout = accountsOperation({
  method: 'post',
  path: SESSION_PATHS.logout,
  summary: 'Sign out',
  notes: 'Revokes the session named by the cookies (if any) and clears them.',
  access: 'public',
  data: null,
});

export const verifySession = accountsOperation({
  method: 'get',
  path: SESSION_PATHS.verify,
  summary: 'The current session',
  notes:
    'mustChangePassword is true while the account still has the password it was issued (lesson approval, staff creation, a generated admin password): until it sets its own with PUT /users/change-password, every other signed-in operation answers 403 PASSWORD_CHANGE_REQUIRED.',
  access: 'signedIn',
  openWithTemporaryPassword: true,
  data: ZVerifyResponse,
});

export const sendVerificationCode = accountsOperation({
  method: 'post',
  path: '/auth/send-verification-code',
  summary: 'Forgot password, step 1: e-mail a verification code',
  notes:
    'The code (and the link that the e-mail also carries) is bound to the browser that asked, by an HttpOnly cookie on /api/auth: ' +
    'a request from another browser never replaces or locks it. Limited per browser, per client and, for browsers that never signed in to the account, per account.',
  access: 'public',
  body: ZSendVerificationCodeRequest,
  data: null,
  rateLimited: true,
  errors: ['ACCOUNT_NOT_FOUND'],
});

export const verifyEmailCode = accountsOperation({
  method: 'post',
  path: '/auth/verify-email-code',
  summary: 'Forgot password, step 2: check the code',
  notes:
    'Checks the code this browser asked for. A right code answers a one-time reset token for step 3 and sets it as an HttpOnly cookie on /api/auth; ' +
    'five tries per code, each counted before the comparison. Tries from browsers that never signed in to the account share a budget per account (429 when spent; the e-mail link still works).',
  access: 'public',
  body: ZVerifyEmailCodeRequest,
  data: ZVerifyEmailCodeResponse,
  rateLimited: true,
  errors: ['VERIFICATION_CODE_INVALID'],
});

export const confirmResetLink = accountsOperation({
  method: 'post',
  path: '/auth/confirm-reset-link',
  summary: 'Forgot password, step 2 by the e-mail’s link',
  notes:
    'The page the e-mail’s link opens posts its token once the person confirms (never on opening the link, which mail scanners do). ' +
    'Answers the address and a one-time reset token for step 3, also set as an HttpOnly cookie on /api/auth; works from any browser, once, while the code is valid.',
  access: 'public',
  body: ZConfirmResetLinkRequest,
  data: ZConfirmResetLinkResponse,
  rateLimited: true,
  errors: ['RESET_TOKEN_INVALID'],
});

export const resetPassword = accountsOperation({
  method: 'post',
  path: '/auth/reset-password',
  summary: 'Forgot password, step 3: set a new password',
  notes:
    'Needs the reset token from step 2, within 10 minutes of it: in the body, or in the cookie step 2 set in this browser. The token works once. Signs the account out everywhere.',
  access: 'public',
  body: ZResetPasswordRequest,
  data: null,
  rateLimited: true,
  errors: ['VERIFICATION_CODE_INVALID', 'RESET_TOKEN_INVALID', 'ACCOUNT_NOT_FOUND'],
});

export const changePassword = accountsOperation({
  method: 'put',
  path: '/users/change-password',
  summary: 'Change the signed-in account’s password',
  notes:
    'Signs out the account’s other sessions and ends the need to change a temporary password (mustChangePassword). The new password must differ from the current one.',
  access: 'signedIn',
  openWithTemporaryPassword: true,
  body: ZChangePasswordRequest,
  data: null,
  rateLimited: true,
  errors: ['CURRENT_PASSWORD_INCORRECT'],
});
