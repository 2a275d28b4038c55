import { VERIFICATION_CODE } from '@academy/contracts';
import type { MailMessage } from '../../mail/mailer.js';
import { personalMail } from '../../mail/personal-mail.js';

/** The code e-mail, in English for foreign members and in Korean otherwise. */
export function resetCodeMail(
  to: string,
  name: string,
  code: string,
  english: boolean,
): MailMessage {
  return personalMail(
    { to, name, english },
    {
      en: {
        subject: `[Drum Academy] Your verification code: ${code}`,
        lines: [
          `Your verification code for resetting your password is ${code}.`,
          `It is valid for ${VERIFICATION_CODE.TTL_MINUTES} minutes and can be used once.`,
          '',
          'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
        ],
      },
      ko: {
        subject: `[드럼 아카데미] 인증번호: ${code}`,
        lines: [
          `비밀번호 재설정 인증번호는 ${code} 입니다.`,
          `인증번호는 ${VERIFICATION_CODE.TTL_MINUTES}분 동안 한 번만 사용할 수 있습니다.`,
          '',
          '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
        ],
      },
    },
  );
}
