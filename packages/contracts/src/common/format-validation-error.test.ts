import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors, formatValidationError } from './format-validation-error';

const schema = z.object({
  name: z.string().min(1, { error: 'nameRequired' }),
  contact: z.object({ email: z.string().min(1, { error: 'emailRequired' }) }),
  age: z.number(),
});

function errorFor(input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  return result.error;
}

describe('formatValidationError', () => {
  it('when several issues exist, then the message is the first issue in Korean', () => {
    const formatted = formatValidationError(
      errorFor({ name: '', contact: { email: '' }, age: 1 }),
      'KOR',
    );
    expect(formatted.message).toBe('이름을 입력해주세요.');
    expect(formatted.issues).toEqual([
      { path: 'name', message: '이름을 입력해주세요.' },
      { path: 'contact.email', message: '이메일을 입력해주세요.' },
    ]);
  });

  it('when English is asked for, then every text is English', () => {
    const formatted = formatValidationError(
      errorFor({ name: 'Kim', contact: { email: '' }, age: 1 }),
      'ENG',
    );
    expect(formatted).toEqual({
      message: 'Please enter your email.',
      issues: [{ path: 'contact.email', message: 'Please enter your email.' }],
    });
  });

  it('when zod reports its own message (wrong type), then a generic text is used', () => {
    const formatted = formatValidationError(
      errorFor({ name: 'Kim', contact: { email: 'a@b.co' }, age: 'old' }),
      'ENG',
    );
    expect(formatted.message).toBe('The value entered is not valid.');
    expect(formatted.issues[0]?.path).toBe('age');
  });

  it('when the error has no issues, then the generic text is the message', () => {
    expect(formatValidationError(new z.ZodError([]), 'KOR').message).toBe(
      '입력값이 올바르지 않습니다.',
    );
  });
});

describe('fieldErrors', () => {
  it('when a field has several issues, then only its first message is kept', () => {
    const twice = z.object({
      code: z.string().min(1, { error: 'verificationCodeRequired' }).length(6, {
        error: 'verificationCodeFormat',
      }),
    });
    const result = twice.safeParse({ code: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues).toHaveLength(2);
    expect(fieldErrors(result.error, 'ENG')).toEqual({
      code: 'Please enter the verification code.',
    });
  });
});
