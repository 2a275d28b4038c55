import type { TBilingualText } from '../common/language';

/**
 * Below this age a child's personal data is processed only with a guardian's consent (Personal
 * Information Protection Act, article 22-2).
 */
export const CONSENT_AGE = 14;

/**
 * The consent a guardian gives when applying for a child under 14: the form shows these
 * purposes, the application sends the version, and the server records both with the time. A new
 * wording gets a new version; an application sent with an old one is refused.
 */
export const CHILD_CONSENT = {
  version: '2026-11-30',
  purposes: [
    {
      key: 'lessons',
      text: {
        ko: '수업 상담, 배정, 출석과 보강 관리를 위한 자녀의 이름, 생년월일, 성별 수집·이용',
        en: "Collecting and using the child's name, birth date and gender to arrange lessons, attendance and make-ups",
      },
    },
    {
      key: 'contact',
      text: {
        ko: '수업 안내와 알림을 위한 보호자의 이름, 연락처, 이메일 수집·이용',
        en: "Collecting and using the guardian's name, phone and e-mail for notices about lessons",
      },
    },
    {
      key: 'retention',
      text: {
        ko: '보관 기간: 탈퇴 후 1년(납부 기록은 5년), 이후 익명 처리',
        en: 'Kept until one year after leaving (payment records five years), then anonymized',
      },
    },
  ],
} as const satisfies {
  version: string;
  purposes: readonly { key: string; text: TBilingualText }[];
};

export type TConsentPurpose = (typeof CHILD_CONSENT.purposes)[number]['key'];

/** Full years from a YYYYMMDD birth date to an ISO day (both read as calendar days). */
export function ageOn(birthDate: string, isoDate: string): number | null {
  if (!/^\d{8}$/.test(birthDate) || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const birthYear = Number(birthDate.slice(0, 4));
  const birthDay = birthDate.slice(4);
  const [year, month, day] = isoDate.split('-');
  const beforeBirthday = `${month}${day}` < birthDay;
  return Number(year) - birthYear - (beforeBirthday ? 1 : 0);
}
