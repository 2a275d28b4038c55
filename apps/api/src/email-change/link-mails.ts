import { EMAIL_CHANGE } from '@academy/contracts';
import { personalMailOf } from '../mail/personal-mail.js';

/** The confirm link, to the NEW address: opening it changes nothing until Confirm is pressed. */
export const confirmLinkMail = personalMailOf((link: string) => ({
  en: {
    subject: '[Drum Academy] Confirm your new e-mail address',
    lines: [
      'To make this the e-mail address of your Drum Academy account, open the link below and press "Confirm":',
      link,
      `The link works once, for ${EMAIL_CHANGE.LINK_TTL_HOURS} hours.`,
      '',
      'If you did not ask for this, you can ignore this e-mail: nothing changes.',
    ],
  },
  ko: {
    subject: '[드럼 아카데미] 새 이메일 주소를 확인해주세요',
    lines: [
      '드럼 아카데미 계정의 이메일을 이 주소로 바꾸려면 아래 링크를 열고 "이메일 변경 확인"을 눌러주세요.',
      link,
      `링크는 ${EMAIL_CHANGE.LINK_TTL_HOURS}시간 동안 한 번만 사용할 수 있습니다.`,
      '',
      '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 아무것도 바뀌지 않습니다.',
    ],
  },
}));

/**
 * The notice to the OLD address when a change starts, with the undo link: a change asked for
 * with a stolen session does not go unnoticed, and the owner can stop or reverse it.
 */
export const changeRequestedMail = personalMailOf(
  ({ newEmail, undoLink }: { newEmail: string; undoLink: string }) => ({
    en: {
      subject: '[Drum Academy] A change of your e-mail address was requested',
      lines: [
        `Someone asked to change the e-mail address of your Drum Academy account to ${newEmail}.`,
        'It changes once that address confirms it.',
        '',
        'If this was not you, open the link below to cancel it. If it was already confirmed, the link puts this address back and signs your account out on every device:',
        undoLink,
        `The link works once, for ${EMAIL_CHANGE.UNDO_DAYS} days. After that, please contact the academy.`,
      ],
    },
    ko: {
      subject: '[드럼 아카데미] 이메일 주소 변경이 요청되었습니다',
      lines: [
        `드럼 아카데미 계정의 이메일을 ${newEmail}(으)로 바꾸는 요청이 있었습니다.`,
        '새 주소에서 확인하면 이메일이 변경됩니다.',
        '',
        '본인이 요청하지 않았다면 아래 링크를 열어 취소하세요. 이미 변경된 뒤라면 이 주소로 되돌리고 모든 기기에서 로그아웃합니다:',
        undoLink,
        `링크는 ${EMAIL_CHANGE.UNDO_DAYS}일 동안 한 번 사용할 수 있습니다. 그 뒤에는 학원에 연락해주세요.`,
      ],
    },
  }),
);
