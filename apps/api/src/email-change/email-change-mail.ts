import { personalMailOf } from '../mail/personal-mail.js';
import { verificationCodeMailOf } from '../mail/verification-code-mail.js';

/** The code sent to the new address, in English for foreign members and in Korean otherwise. */
export const emailChangeCodeMail = verificationCodeMailOf((code) => ({
  en: {
    subject: `[Drum Academy] Confirm your new e-mail address: ${code}`,
    codeLine: `Your verification code for changing your e-mail address to this one is ${code}.`,
    notAsked: 'If you did not ask for this, you can ignore this e-mail: nothing changes.',
  },
  ko: {
    subject: `[드럼 아카데미] 이메일 변경 인증번호: ${code}`,
    codeLine: `이 주소로 이메일을 변경하기 위한 인증번호는 ${code} 입니다.`,
    notAsked: '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 아무것도 바뀌지 않습니다.',
  },
}));

/**
 * The notice to the old address once the change is done (it tells the new address), so a change
 * made with a stolen session does not go unnoticed.
 */
export const emailChangedNoticeMail = personalMailOf((newEmail: string) => ({
  en: {
    subject: '[Drum Academy] Your e-mail address was changed',
    lines: [
      `The e-mail address of your Drum Academy account was changed to ${newEmail}.`,
      'Mail from the academy, including password resets, now goes to that address.',
      '',
      'If you did not make this change, please contact the academy right away.',
    ],
  },
  ko: {
    subject: '[드럼 아카데미] 이메일 주소가 변경되었습니다',
    lines: [
      `드럼 아카데미 계정의 이메일 주소가 ${newEmail}(으)로 변경되었습니다.`,
      '비밀번호 재설정을 포함한 학원의 메일은 이제 이 주소로 발송됩니다.',
      '',
      '본인이 변경하지 않았다면 즉시 학원에 연락해주세요.',
    ],
  },
}));
