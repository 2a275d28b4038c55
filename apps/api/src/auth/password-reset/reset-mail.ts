import { verificationCodeMailOf } from '../../mail/verification-code-mail.js';

/** The code e-mail, in English for foreign members and in Korean otherwise. */
export const resetCodeMail = verificationCodeMailOf((code) => ({
  en: {
    subject: `[Drum Academy] Your verification code: ${code}`,
    codeLine: `Your verification code for resetting your password is ${code}.`,
    notAsked:
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  },
  ko: {
    subject: `[드럼 아카데미] 인증번호: ${code}`,
    codeLine: `비밀번호 재설정 인증번호는 ${code} 입니다.`,
    notAsked: '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
  },
}));
