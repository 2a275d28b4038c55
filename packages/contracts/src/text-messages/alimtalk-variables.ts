import type { TBilingualText } from '../common/language';
import { TEXT_LIMITS } from '../common/text-limits';
import { CLOSURE_REASON_MAX_LENGTH } from '../closures/closures.limits';
import { LOGIN_ID_MAX_LENGTH } from '../constants/limits';

/** One variable of the templates: the longest value it takes, and a value for previews and tests. */
export type TAlimtalkVariableSpec = { maxLength: number; example: TBilingualText };

/** Dates, times and amounts arrive formatted by the caller, in the template's language. */
const DATE = 30;
const TIME = 20;

/**
 * Every variable a template may use, written `#{name}` in both languages (Kakao accepts ASCII
 * names). Each value is bounded, so that no template can pass 1,000 characters once filled
 * (alimtalk-templates.test.ts fills every variable at its longest); the bounds follow the fields
 * the values come from.
 */
export const ALIMTALK_VARIABLES = {
  academy: { maxLength: 30, example: { ko: '드럼 아카데미', en: 'Drum Academy' } },
  name: { maxLength: TEXT_LIMITS.NAME, example: { ko: '김민준', en: 'Minjun Kim' } },
  child: { maxLength: TEXT_LIMITS.NAME, example: { ko: '김서연', en: 'Seoyeon Kim' } },
  /** Staff alerts: the guest who applied, as the form gave it. */
  applicant: { maxLength: TEXT_LIMITS.NAME, example: { ko: '이하준', en: 'Hajun Lee' } },
  /** Staff alerts: the member a request is about (the student, also when a guardian asked). */
  member: { maxLength: TEXT_LIMITS.NAME, example: { ko: '김서연', en: 'Seoyeon Kim' } },
  applicationId: { maxLength: 12, example: { ko: '1024', en: '1024' } },
  date: { maxLength: DATE, example: { ko: '3월 11일 (화)', en: 'Tue, Mar 11' } },
  time: { maxLength: TIME, example: { ko: '19:00-20:00', en: '19:00-20:00' } },
  /** The clock time of a check-in, "18:56". */
  checkedInAt: { maxLength: TIME, example: { ko: '18:56', en: '18:56' } },
  teacher: { maxLength: TEXT_LIMITS.NAME, example: { ko: '박지훈', en: 'Jihoon Park' } },
  oldDate: { maxLength: DATE, example: { ko: '3월 11일 (화)', en: 'Tue, Mar 11' } },
  oldTime: { maxLength: TIME, example: { ko: '19:00-20:00', en: '19:00-20:00' } },
  newDate: { maxLength: DATE, example: { ko: '3월 13일 (목)', en: 'Thu, Mar 13' } },
  newTime: { maxLength: TIME, example: { ko: '18:00-19:00', en: '18:00-19:00' } },
  /** One closed day or a run of them: "3월 11일 (화) ~ 3월 12일 (수)". */
  dates: {
    maxLength: 100,
    example: { ko: '3월 11일 (화) ~ 3월 12일 (수)', en: 'Tue, Mar 11 to Wed, Mar 12' },
  },
  reason: { maxLength: CLOSURE_REASON_MAX_LENGTH, example: { ko: '설날', en: 'Lunar New Year' } },
  /** A pause's months: "2031년 4월~5월". */
  period: { maxLength: 40, example: { ko: '2031년 4월~5월', en: 'April to May 2031' } },
  month: { maxLength: 20, example: { ko: '2031년 3월', en: 'March 2031' } },
  amount: { maxLength: 30, example: { ko: '170,000원', en: 'KRW 170,000' } },
  dueDate: { maxLength: DATE, example: { ko: '3월 10일 (월)', en: 'Mon, Mar 10' } },
  paidDate: { maxLength: DATE, example: { ko: '3월 5일 (수)', en: 'Wed, Mar 5' } },
  method: { maxLength: 30, example: { ko: '계좌이체', en: 'Bank transfer' } },
  /** A virtual account's bank, in the template's language. */
  bank: { maxLength: 30, example: { ko: 'KB국민은행', en: 'KB Kookmin Bank' } },
  accountNumber: { maxLength: 30, example: { ko: 'X1234567890123', en: 'X1234567890123' } },
  /** A virtual account's deposit deadline: the day and the Seoul clock time. */
  depositDeadline: {
    maxLength: 40,
    example: { ko: '3월 11일 (화) 18:00', en: 'Tue, Mar 11, 18:00' },
  },
  nickname: { maxLength: TEXT_LIMITS.NICKNAME, example: { ko: '드럼초보', en: 'drumfan' } },
  subject: {
    maxLength: TEXT_LIMITS.SUBJECT,
    example: { ko: '주말 수업 문의', en: 'Weekend lessons' },
  },
  loginId: { maxLength: LOGIN_ID_MAX_LENGTH, example: { ko: '01012345678', en: '01012345678' } },
  temporaryPassword: { maxLength: 30, example: { ko: 'Ab12cd', en: 'Ab12cd' } },
  /** A lesson note's piece or rudiment (LESSON_NOTE_LIMITS.PIECE). */
  piece: { maxLength: 100, example: { ko: '패러디들 (16비트)', en: 'Paradiddle (16ths)' } },
  title: {
    maxLength: TEXT_LIMITS.TITLE,
    example: { ko: '3월 발표회 일정', en: 'The March recital' },
  },
} as const satisfies Record<string, TAlimtalkVariableSpec>;

export type TAlimtalkVariable = keyof typeof ALIMTALK_VARIABLES;

export function isAlimtalkVariable(name: string): name is TAlimtalkVariable {
  return Object.hasOwn(ALIMTALK_VARIABLES, name);
}

/** `#{name}` as the template and the provider write it. */
export const alimtalkPlaceholder = (name: string): string => `#{${name}}`;

/** Every `#{…}` in a text, in order, repeats included. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/#\{([^}]*)\}/g)].map((match) => match[1] ?? '');
}
