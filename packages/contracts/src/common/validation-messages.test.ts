import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectEveryTextInBothLanguages } from '../testing/bilingual-catalogue';
import {
  isValidationMessageKey,
  VALIDATION_MESSAGES,
  validationMessage,
} from './validation-messages';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('VALIDATION_MESSAGES', () => {
  it('when any key is read, then both languages have non-empty text', () => {
    expectEveryTextInBothLanguages(VALIDATION_MESSAGES);
  });

  it('when a Korean text is given by the spec, then it is used exactly', () => {
    expect(VALIDATION_MESSAGES.birthDateRequired.ko).toBe('생년월일을 입력해주세요.');
    expect(VALIDATION_MESSAGES.birthDateFormat.ko).toBe(
      'YYYYMMDD 형식의 8자리 숫자로 입력해주세요.',
    );
    expect(VALIDATION_MESSAGES.birthDateTooOld.ko).toBe('1950년생 이하는 신청할 수 없습니다.');
    expect(VALIDATION_MESSAGES.birthDateFuture.ko).toBe('미래의 생년월일은 입력할 수 없습니다.');
    expect(VALIDATION_MESSAGES.birthDateMonth.ko).toBe('올바른 월을 입력해주세요 (01-12).');
    expect(VALIDATION_MESSAGES.birthDateDay.ko).toBe('올바른 일을 입력해주세요 (01-31).');
    expect(VALIDATION_MESSAGES.birthDateNonexistent.ko).toBe('존재하지 않는 날짜입니다.');
    expect(VALIDATION_MESSAGES.birthDateUnderMinAge.ko).toBe('3세 이상부터 신청 가능합니다.');
    expect(VALIDATION_MESSAGES.emailRequired.ko).toBe('이메일을 입력해주세요.');
    expect(VALIDATION_MESSAGES.emailInvalid.ko).toBe('올바른 이메일 형식을 입력해주세요.');
    expect(VALIDATION_MESSAGES.pastDateNotAllowed.ko).toBe(
      '오늘보다 이전 날짜는 선택할 수 없습니다.',
    );
    expect(VALIDATION_MESSAGES.timeSlotBusy.ko).toBe(
      '해당 시간은 이미 다른 수업이 예정되어 있습니다.',
    );
    expect(VALIDATION_MESSAGES.allRequiredFields.ko).toBe('모든 필수 항목을 입력해주세요.');
  });

  it('when two keys exist, then their English texts differ so users can tell rules apart', () => {
    const english = Object.values(VALIDATION_MESSAGES).map((text) => text.en);
    expect(new Set(english).size).toBe(english.length);
  });

  it('when a schema names a message key in the source, then that key is in the catalogue', () => {
    const pattern =
      /(?:error: |keyIssue\(|requiredText\(|filledString\(|Field\(|requiredEnum\([^,]+, )'(\w+)'/g;
    const used = sourceFiles(SRC).flatMap((file) =>
      Array.from(readFileSync(file, 'utf8').matchAll(pattern), (match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !isValidationMessageKey(key))).toEqual([]);
  });
});

describe('isValidationMessageKey / validationMessage', () => {
  it('when the string is a key, then it is recognised', () => {
    expect(isValidationMessageKey('birthDateRequired')).toBe(true);
  });

  it('when the string is zod text or an inherited property, then it is not a key', () => {
    expect(isValidationMessageKey('Invalid input: expected string, received undefined')).toBe(
      false,
    );
    expect(isValidationMessageKey('toString')).toBe(false);
  });

  it('when a language is chosen, then the text of that language is returned', () => {
    expect(validationMessage('emailRequired', 'KOR')).toBe('이메일을 입력해주세요.');
    expect(validationMessage('emailRequired', 'ENG')).toBe('Please enter your email.');
  });
});
