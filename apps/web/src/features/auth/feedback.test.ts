import { describe, expect, it } from 'vitest';
import { feedbackMessage } from '@academy/contracts';
import { errorMessageOf } from '@/lib/api-error';
import { httpError, networkError } from '@/test/api-response';
import { InvalidLoginResponseError } from './api/login';
import { loginErrorMessage, sendCodeErrorMessage } from './feedback';

describe('loginErrorMessage', () => {
  it('when the server explains the failure, then its message is shown', () => {
    expect(loginErrorMessage(httpError(401, '계정이 없습니다.'), 'KOR')).toBe('계정이 없습니다.');
  });

  it('when the server sends no message, then it is "login failed"', () => {
    expect(loginErrorMessage(httpError(401), 'ENG')).toBe('Login failed.');
  });

  it('when no answer came back, then it is "an error occurred during login"', () => {
    expect(loginErrorMessage(networkError(), 'KOR')).toBe('로그인 중 오류가 발생했습니다.');
  });

  it('when the answer has no usable data, then it is "login response data is invalid"', () => {
    expect(loginErrorMessage(new InvalidLoginResponseError(), 'ENG')).toBe(
      'The login response data is invalid.',
    );
  });
});

describe('sendCodeErrorMessage', () => {
  const accountText =
    'The account does not exist or the email is not registered. Please contact the administrator.';

  it('when the server cannot be reached, then it says so', () => {
    expect(sendCodeErrorMessage(networkError(), 'ENG')).toBe(
      'Cannot connect to the server. Please try again later.',
    );
  });

  it('when the server fails with 500, then its message or the account text is shown', () => {
    expect(sendCodeErrorMessage(httpError(500, 'mail is down'), 'ENG')).toBe('mail is down');
    expect(sendCodeErrorMessage(httpError(500), 'ENG')).toBe(accountText);
  });

  it.each([400, 404, 302])('when it answers %i, then the account text is shown', (status) => {
    expect(sendCodeErrorMessage(httpError(status, 'server text'), 'ENG')).toBe(accountText);
  });

  it('when it answers 429, then the rate-limit message of the server is kept', () => {
    expect(sendCodeErrorMessage(httpError(429, 'Too many requests'), 'ENG')).toBe(
      'Too many requests',
    );
  });

  it('when anything else goes wrong, then it is "failed to send verification code"', () => {
    expect(sendCodeErrorMessage(new Error('boom'), 'KOR')).toBe('인증번호 발송에 실패했습니다.');
  });
});

describe('errorMessageOf with an auth screen fallback', () => {
  it('when the server message is blank, then the fallback is used', () => {
    const fallback = feedbackMessage('passwordResetFailed', 'KOR');
    expect(errorMessageOf(httpError(400, '  '), fallback)).toBe('비밀번호 재설정에 실패했습니다.');
  });
});
