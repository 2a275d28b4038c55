import { WEEKDAY_LABELS, type TLessonWeekday } from '@academy/contracts';
import { personalMail, personalMailOf } from '../mail/personal-mail.js';
import type { MailRecipient } from '../mail/personal-mail.js';

/** How the new member's account is signed in to: a temporary password, or a family's own. */
const PASSWORD_LINES = {
  temporary: {
    en: [
      'The academy will give you your temporary password in person at your first lesson.',
      'Please change it after you sign in for the first time.',
    ],
    ko: [
      '임시 비밀번호는 첫 수업 때 학원에서 직접 전해드립니다.',
      '처음 로그인한 뒤 비밀번호를 변경해주세요.',
    ],
  },
  family: {
    en: ['Sign in with your family account and the password you already use.'],
    ko: ['이미 사용 중인 가족 계정과 비밀번호로 로그인하시면 됩니다.'],
  },
} as const;

/**
 * The approval e-mail to the new member (or, for a child, their guardian): login id and weekly
 * lesson time. It never holds the temporary password, which the academy hands over in person
 * (docs/product/overview.md); a child who joined a family with an account needs none.
 */
export function lessonApprovedMail(
  recipient: MailRecipient,
  lesson: {
    loginId: string;
    weekday: TLessonWeekday;
    startTime: string;
    endTime: string;
    /** The staff's message to the student written on approval, if any. */
    response: string | null;
    /** The login existed already: a second child joined their guardian's family. */
    existingAccount?: boolean;
  },
) {
  const password = PASSWORD_LINES[lesson.existingAccount ? 'family' : 'temporary'];
  const day = WEEKDAY_LABELS[lesson.weekday];
  const time = `${lesson.startTime}-${lesson.endTime}`;
  const note = (label: string) => (lesson.response ? ['', `${label}:`, lesson.response] : []);
  return personalMail(recipient, {
    en: {
      subject: '[Drum Academy] Your regular lesson application was approved',
      lines: [
        'Your regular lesson application was approved. Welcome to Drum Academy!',
        '',
        `Login ID: ${lesson.loginId}`,
        `Lesson time: every ${day.en} ${time}`,
        ...note('Message from the academy'),
        '',
        ...password.en,
      ],
    },
    ko: {
      subject: '[드럼 아카데미] 정규수업 신청이 승인되었습니다',
      lines: [
        '정규수업 신청이 승인되었습니다. 드럼 아카데미에 오신 것을 환영합니다!',
        '',
        `로그인 아이디: ${lesson.loginId}`,
        `수업 시간: 매주 ${day.ko} ${time}`,
        ...note('학원 메시지'),
        '',
        ...password.ko,
      ],
    },
  });
}

/** The rejection e-mail to the applicant, with the staff's reason. */
export const lessonRejectedMail = personalMailOf((reason: string) => ({
  en: {
    subject: '[Drum Academy] About your regular lesson application',
    lines: [
      'We are sorry, but your regular lesson application was declined.',
      `Reason: ${reason}`,
      '',
      'If you have any questions, please contact the academy.',
    ],
  },
  ko: {
    subject: '[드럼 아카데미] 정규수업 신청 결과 안내',
    lines: [
      '죄송합니다. 정규수업 신청이 거절되었습니다.',
      `사유: ${reason}`,
      '',
      '궁금한 점이 있으시면 학원으로 문의해주세요.',
    ],
  },
}));
