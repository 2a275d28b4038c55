import type { MailMessage } from '../../mail/mailer.js';
import type { MailRecipient } from '../../mail/personal-mail.js';
import { verificationCodeMailOf } from '../../mail/verification-code-mail.js';

/**
 * The code e-mail, in English for foreign members and in Korean otherwise. It also carries the
 * link that does what typing the code does, for when typing is refused (docs/product/mail.md).
 */
export function resetCodeMail(recipient: MailRecipient, code: string, link: string): MailMessage {
  return verificationCodeMailOf((value) => ({
    en: {
      subject: `[Drum Academy] Your verification code: ${value}`,
      codeLine: `Your verification code for resetting your password is ${value}.`,
      linkLine: `You can also open this link and confirm it is you, in any browser, within the same time:\n${link}`,
      notAsked:
        'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    },
    ko: {
      subject: `[드럼 아카데미] 인증번호: ${value}`,
      codeLine: `비밀번호 재설정 인증번호는 ${value} 입니다.`,
      linkLine: `인증번호 대신 같은 시간 안에 아래 링크를 열어 본인임을 확인할 수도 있습니다(다른 브라우저에서도 됩니다).\n${link}`,
      notAsked: '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
    },
  }))(recipient, code);
}
