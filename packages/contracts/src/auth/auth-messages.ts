import { FORM_VALIDATION_MESSAGES } from '../common/form-messages';
import { bilingualTexts } from '../common/language';

/** What the API answers on the account and session calls (docs/product/errors.md), in both languages. */
export const AUTH_MESSAGES = bilingualTexts({
  loggedIn: { ko: '로그인되었습니다.', en: 'You are logged in.' },
  loggedOut: { ko: '로그아웃되었습니다.', en: 'You are logged out.' },
  invalidCredentials: {
    ko: '아이디(또는 전화번호) 또는 비밀번호가 올바르지 않습니다.',
    en: 'The ID (or phone number) or password is incorrect.',
  },
  accountNotActive: {
    ko: '이용할 수 없는 계정입니다. 학원에 문의해주세요.',
    en: 'This account is not active. Please contact the academy.',
  },
  authenticationRequired: { ko: '로그인이 필요합니다.', en: 'Please log in.' },
  sessionExpired: {
    ko: '로그인이 만료되었습니다. 다시 로그인해주세요.',
    en: 'Your session has expired. Please log in again.',
  },
  sessionRefreshed: { ko: '로그인이 연장되었습니다.', en: 'Your session has been extended.' },
  verificationCodeInvalid: {
    ko: '인증번호가 올바르지 않습니다.',
    en: 'The verification code is incorrect.',
  },
  verificationCodeExpired: {
    ko: '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.',
    en: 'The verification code has expired. Please request a new one.',
  },
  verificationCodeLocked: {
    ko: '인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 요청해주세요.',
    en: 'The code was entered wrongly 5 times. Please request a new one.',
  },
  resetTokenInvalid: {
    ko: '인증이 만료되었거나 이미 사용되었습니다. 인증번호를 다시 요청해주세요.',
    en: 'This verification has expired or was already used. Please request a new code.',
  },
  resetGuessesSpent: {
    ko: '이 계정에 잘못된 인증번호가 너무 많이 입력되어 인증번호 입력을 받을 수 없습니다. 받은 이메일의 링크를 열어 계속해주세요.',
    en: 'Too many wrong codes have been entered for this account, so the code cannot be typed in now. Please open the link in the e-mail to continue.',
  },
  emailNotVerified: FORM_VALIDATION_MESSAGES.resetTokenRequired,
  passwordReset: {
    ko: '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해주세요.',
    en: 'Your password has been reset. Please log in with the new password.',
  },
  passwordChangeRequired: {
    ko: '임시 비밀번호로 로그인했습니다. 새 비밀번호를 정한 뒤에 이용할 수 있습니다.',
    en: 'You signed in with a temporary password. Please set a new password before continuing.',
  },
  currentPasswordIncorrect: {
    ko: '현재 비밀번호가 올바르지 않습니다.',
    en: 'The current password is incorrect.',
  },
  tooManyLoginAttempts: {
    ko: '로그인 시도가 너무 많습니다. 15분 후 다시 시도해주세요.',
    en: 'Too many login attempts. Please try again in 15 minutes.',
  },
  tooManyCodeRequests: {
    ko: '인증번호 요청이 너무 많습니다. 10분 후 다시 시도해주세요.',
    en: 'Too many verification code requests. Please try again in 10 minutes.',
  },
  tooManyCodeChecks: {
    ko: '인증 시도가 너무 많습니다. 10분 후 다시 시도해주세요.',
    en: 'Too many verification attempts. Please try again in 10 minutes.',
  },
  tooManyRequests: {
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    en: 'Too many requests. Please try again shortly.',
  },
});
