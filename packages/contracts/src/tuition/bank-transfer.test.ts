import { describe, expect, it } from 'vitest';
import { depositorNameOf } from './bank-transfer.rules';
import { isAccountNumber, ZBankTransferInput } from './bank-transfer.schemas';

describe('depositorNameOf', () => {
  it.each([
    ['김하늘', '2026-03', '김하늘2603'],
    ['남궁 민수', '2031-12', '남궁민수3112'],
    ['Emily Carter', '2026-11', 'Emily2611'],
    ['황보가나다라', '2027-01', '황보가나다2701'],
    ["O'Brien-Lee", '2026-04', 'OBrie2604'],
  ])('when the student is %s and the month %s, then %s', (name, month, expected) => {
    expect(depositorNameOf(name, month)).toBe(expected);
  });

  it('when the name is Hangul, then it fits the 14 bytes a bank shows (Hangul two bytes each)', () => {
    const name = depositorNameOf('가나다라마바사아', '2026-03');
    const bytes = Array.from(name).reduce((sum, char) => sum + (/\d/.test(char) ? 1 : 2), 0);
    expect(bytes).toBeLessThanOrEqual(14);
  });
});

describe('the account number', () => {
  it.each(['110-123-456789', '1002345678901', '123456', '3333-01-1234567'])(
    'when it is %s, then it is taken',
    (number) => expect(isAccountNumber(number)).toBe(true),
  );

  it.each(['12345', '123 456 7890', '123--456789', '-123456789', '123456789-', '12a4567890', ''])(
    'when it is "%s", then it is refused',
    (number) => expect(isAccountNumber(number)).toBe(false),
  );

  it('when the input has spaces around it and an empty note, then it is trimmed and the note is none', () => {
    expect(
      ZBankTransferInput.parse({
        bankName: ' 국민은행 ',
        accountNumber: ' 110-123-456789 ',
        accountHolder: '드럼아카데미',
        note: '',
      }),
    ).toEqual({
      bankName: '국민은행',
      accountNumber: '110-123-456789',
      accountHolder: '드럼아카데미',
      note: null,
    });
  });
});
