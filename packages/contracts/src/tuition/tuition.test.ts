import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_OPERATIONS } from '../operations';
import { tuitionDue } from '../testing/tuition-fixtures';
import { VALIDATION_MESSAGES } from '../common/validation-messages';
import { groupThousands, tuitionAmountText, tuitionProrationText } from './tuition-amount';
import { tuitionIssuedTexts, tuitionPaidTexts } from './tuition-notifications';
import { tuitionRemindersSentMessage, TUITION_VALIDATION_MESSAGES } from './tuition-messages';
import {
  addMonths,
  earliestPaidDate,
  isTuitionMonthText,
  isWithinTuitionWindow,
  paidDateIssue,
  seoulMonthOf,
} from './tuition-month';
import { TUITION_PAYMENT_METHOD_LABELS, TUITION_PAYMENT_METHODS } from './tuition.enums';
import {
  ZMyTuition,
  ZTuitionListQuery,
  ZTuitionMonthInput,
  ZTuitionUpdate,
} from './tuition.schemas';
import * as tuitionOperations from './tuition.operations';

const currentMonth = seoulMonthOf(new Date());
const firstKey = (schema: { safeParse: (v: unknown) => unknown }, value: unknown) =>
  (schema.safeParse(value) as { error?: { issues: { message: string }[] } }).error?.issues[0]
    ?.message;

describe('tuition months', () => {
  it.each([
    ['2026-03', true],
    ['2026-12', true],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-3', false],
    ['202603', false],
    ['2026-03-01', false],
  ])('when the month is written %s, then it is a month: %s', (month, expected) => {
    expect(isTuitionMonthText(month)).toBe(expected);
  });

  it.each([
    ['2026-01', 1, '2026-02'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', 12, '2027-03'],
    ['2026-03', -27, '2023-12'],
  ])('when %s moves by %i months, then it is %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  it.each([
    ['2026-01-31T14:59:59Z', '2026-01'],
    ['2026-01-31T15:00:00Z', '2026-02'],
    ['2026-12-31T15:00:00Z', '2027-01'],
  ])('when it is %s, then the Seoul month is %s', (instant, expected) => {
    expect(seoulMonthOf(new Date(instant))).toBe(expected);
  });

  it.each([
    ['2019-12', false],
    ['2020-01', true],
    ['2027-03', true],
    ['2027-04', false],
  ])('when it is March 2026 in Seoul and the month is %s, then within the window: %s', (m, ok) => {
    expect(isWithinTuitionWindow(m, new Date('2026-03-15T03:00:00Z'))).toBe(ok);
  });
});

describe('paidDateIssue', () => {
  it.each([
    ['2026-03-10', '2026-03', '2026-03-10', null],
    ['2026-03-11', '2026-03', '2026-03-10', 'tuitionPaidDateFuture'],
    ['2026-01-28', '2026-03', '2026-03-10', 'tuitionPaidDateTooEarly'],
    ['2026-01-28', '2026-02', '2026-03-10', null],
    [earliestPaidDate('2026-03'), '2026-03', '2026-03-10', null],
  ])('when paid on %s for %s and today is %s, then %s', (paidAt, month, today, expected) => {
    expect(paidDateIssue(paidAt, month, today)).toBe(expected);
  });
});

describe('ZTuitionMonthInput and ZTuitionListQuery', () => {
  it.each([
    [{ month: currentMonth }, undefined],
    [{ month: addMonths(currentMonth, 12) }, undefined],
    [{ month: addMonths(currentMonth, 13) }, 'tuitionMonthOutOfRange'],
    [{ month: '2019-12' }, 'tuitionMonthOutOfRange'],
    [{ month: '2026-13' }, 'tuitionMonthFormat'],
    [{ month: 'March' }, 'tuitionMonthFormat'],
    [{ month: '' }, 'tuitionMonthFormat'],
    [{}, 'tuitionMonthFormat'],
  ])('when the input is %j, then %s', (value, key) => {
    expect(firstKey(ZTuitionMonthInput, value)).toBe(key);
  });

  it('when the list query is empty, then the month stays unset and paging has its defaults', () => {
    expect(ZTuitionListQuery.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it.each([
    [{ status: 'paid' }, { status: 'paid' }],
    [{ status: 'all' }, {}],
    [
      { page: '2', limit: '5' },
      { page: 2, limit: 5 },
    ],
  ])('when the list query is %j, then it reads %j', (query, expected) => {
    expect(ZTuitionListQuery.parse(query)).toMatchObject(expected);
  });

  it.each([[{ status: 'late' }], [{ limit: '101' }], [{ month: '2026/03' }]])(
    'when the list query is %j, then it is refused',
    (query) => {
      expect(ZTuitionListQuery.safeParse(query).success).toBe(false);
    },
  );
});

describe('ZTuitionUpdate', () => {
  it.each([
    [{ paid: true, method: 'card' }],
    [{ paid: true, method: 'cash', paidAt: '2026-03-02', note: '현금 수령' }],
    [{ paid: false }],
    [{ note: '' }],
    [{ amount: 0, reason: '장학금' }],
    [{ amount: 10_000_000, reason: 'x'.repeat(200) }],
  ])('when the change is %j, then it is accepted', (value) => {
    expect(ZTuitionUpdate.safeParse(value).success).toBe(true);
  });

  it.each([
    [{}, 'tuitionNothingToChange'],
    [{ paid: true }, 'tuitionMethodRequired'],
    [{ paid: false, method: 'card' }, 'tuitionPaidFieldsNeedPaid'],
    [{ paidAt: '2026-03-02' }, 'tuitionPaidFieldsNeedPaid'],
    [{ paid: true, method: 'cheque' }, 'invalidValue'],
    [{ paid: true, method: 'card', paidAt: '2026-02-30' }, 'dateFormat'],
    [{ amount: 150_000 }, 'tuitionReasonRequired'],
    [{ amount: 150_000, reason: ' ' }, 'tuitionReasonRequired'],
    [{ reason: '할인' }, 'tuitionReasonWithoutAmount'],
    [{ amount: -1, reason: '할인' }, 'tuitionAmountInvalid'],
    [{ amount: 1.5, reason: '할인' }, 'tuitionAmountInvalid'],
    [{ amount: 10_000_001, reason: '할인' }, 'tuitionAmountInvalid'],
    [{ amount: '150000', reason: '할인' }, 'tuitionAmountInvalid'],
    [{ note: 'x'.repeat(201) }, 'tooLong'],
    [{ note: 'a\u0000b' }, 'controlCharacters'],
    [{ paid: 'yes', method: 'card' }, 'invalidValue'],
  ])('when the change is %j, then %s', (value, key) => {
    expect(firstKey(ZTuitionUpdate, value)).toBe(key);
  });
});

describe('tuition texts', () => {
  it.each([
    [0, '0'],
    [170_000, '170,000'],
    [10_000_000, '10,000,000'],
  ])('when the amount is %i, then it reads %s', (amount, digits) => {
    expect(groupThousands(amount)).toBe(digits);
    expect(tuitionAmountText(amount)).toEqual({ ko: `${digits}원`, en: `KRW ${digits}` });
  });

  it.each(TUITION_PAYMENT_METHODS)('when the method is %s, then it has both labels', (method) => {
    expect(TUITION_PAYMENT_METHOD_LABELS[method].ko).not.toBe('');
    expect(TUITION_PAYMENT_METHOD_LABELS[method].en).not.toBe('');
  });

  it.each(Object.keys(TUITION_VALIDATION_MESSAGES))(
    'when the key is %s, then it is a validation message',
    (key) => {
      expect(Object.hasOwn(VALIDATION_MESSAGES, key)).toBe(true);
    },
  );

  it.each([
    [1, 'A reminder was sent to 1 member.'],
    [3, 'Reminders were sent to 3 members.'],
  ])('when %i members are reminded, then the message counts them', (count, en) => {
    expect(tuitionRemindersSentMessage(count)).toEqual({
      ko: `${count}명에게 납부 안내를 보냈습니다.`,
      en,
    });
  });
});

describe('a first due’s share of its month', () => {
  it('when a due bills 3 of 4 lessons, then both languages say so', () => {
    expect(tuitionProrationText({ lessons: 3, monthLessons: 4 })).toEqual({
      ko: '4회 중 3회 수업',
      en: '3 of 4 lessons',
    });
  });

  it('when the first due is pro-rated, then its notification says which part; a whole month says nothing more', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T03:00:00Z') });
    const facts = { month: '2026-12', amount: 127_500, dueDate: '2026-12-03' };
    expect(tuitionIssuedTexts({ ...facts, proration: { lessons: 3, monthLessons: 4 } })).toEqual({
      title: '수강료 안내',
      titleEn: 'Tuition due',
      message: '2026년 12월 수강료 127,500원(4회 중 3회 수업분)의 납부 기한은 12월 3일 (목)입니다.',
      messageEn:
        'Your tuition for December 2026, KRW 127,500 (3 of 4 lessons), is due on Thu, Dec 3.',
    });
    expect(tuitionIssuedTexts({ ...facts, proration: null })).toEqual(tuitionIssuedTexts(facts));
    expect(tuitionIssuedTexts(facts).message).toBe(
      '2026년 12월 수강료 127,500원의 납부 기한은 12월 3일 (목)입니다.',
    );
  });
});

// The texts leave out the year of days in the current Seoul year: those tests fix the clock.
afterEach(() => {
  vi.useRealTimers();
});

describe('a payment’s receipt', () => {
  it('when a due is marked paid, then its notification names the month, amount, day and method in both languages', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T03:00:00Z') });
    expect(
      tuitionPaidTexts({ month: '2026-03', amount: 170_000, paidAt: '2026-03-05', method: 'card' }),
    ).toEqual({
      title: '수강료 납부 확인',
      titleEn: 'Payment received',
      message:
        '2026년 3월 수강료 170,000원의 납부가 확인되었습니다(납부일 3월 5일 (목), 카드). 감사합니다.',
      messageEn:
        'We have received your tuition for March 2026, KRW 170,000, paid on Thu, Mar 5 (Card). Thank you.',
    });
  });
});

describe('tuition operations', () => {
  it.each(Object.values(tuitionOperations))(
    'when $method $path is defined, then it is served from the operation table',
    (operation) => {
      expect(API_OPERATIONS).toContain(operation);
    },
  );

  it('when the history is longer than 24 dues, then the answer is refused', () => {
    const due = {
      ...tuitionDue({
        id: 1,
        memberId: 1,
        memberName: '김드럼',
        loginId: 'drum1',
        month: '2026-03',
        dueDate: '2026-03-01',
      }),
      depositorName: '김드럼2603',
      virtualAccount: null,
    };
    const answer = (history: unknown[]) => ({
      current: null,
      history,
      bankTransfer: null,
      onlinePayment: false,
    });
    expect(ZMyTuition.safeParse(answer(Array(24).fill(due))).success).toBe(true);
    expect(ZMyTuition.safeParse(answer(Array(25).fill(due))).success).toBe(false);
  });
});
