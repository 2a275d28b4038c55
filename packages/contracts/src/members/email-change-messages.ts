import { bilingualTexts } from '../common/language';
import { EMAIL_CHANGE } from './email-change.limits';

/** Form check of the link pages' token, keyed like the other validation messages. */
export const EMAIL_CHANGE_VALIDATION_MESSAGES = bilingualTexts({
  emailChangeLinkMalformed: {
    ko: '링크 주소가 올바르지 않습니다. 메일의 링크를 다시 열어주세요.',
    en: 'The link is not complete. Please open the link from the e-mail again.',
  },
});

/** Outcomes of changing an address by link (docs/product/email-change.md), in both languages. */
export const EMAIL_CHANGE_MESSAGES = bilingualTexts({
  linkSent: {
    ko: `새 이메일로 확인 링크를 보냈습니다. ${EMAIL_CHANGE.LINK_TTL_HOURS}시간 안에 링크를 열어 확인하면 이메일이 변경됩니다.`,
    en: `We sent a link to the new address. The address changes when you open it and confirm within ${EMAIL_CHANGE.LINK_TTL_HOURS} hours.`,
  },
  staffLinkSent: {
    ko: `직원 정보가 수정되었습니다. 새 이메일로 확인 링크를 보냈습니다. ${EMAIL_CHANGE.LINK_TTL_HOURS}시간 안에 그 링크에서 확인하면 이메일이 변경됩니다.`,
    en: `The staff details were saved. We sent a link to the new address: the address changes when it is confirmed there within ${EMAIL_CHANGE.LINK_TTL_HOURS} hours.`,
  },
  staffUseLink: {
    ko: '직원 계정은 새 이메일로 보내는 링크로 변경을 확인합니다. 인증번호 없이 이메일만 보내주세요.',
    en: 'Staff accounts confirm a new address by the link sent to it. Please send the address without a code.',
  },
  tooManyStarts: {
    ko: `이메일 변경 요청이 너무 많습니다. ${EMAIL_CHANGE.START_WINDOW_MINUTES}분 후 다시 시도해주세요.`,
    en: `Too many e-mail change requests. Please try again in ${EMAIL_CHANGE.START_WINDOW_MINUTES} minutes.`,
  },
  confirmed: {
    ko: '이메일이 {email}(으)로 변경되었습니다.',
    en: 'Your e-mail address is now {email}.',
  },
  linkExpired: {
    ko: '링크의 유효 시간이 지났습니다. 이메일 변경을 처음부터 다시 요청해주세요.',
    en: 'This link has expired. Please ask for the e-mail change again.',
  },
  linkInvalid: {
    ko: '사용할 수 없는 링크입니다. 이미 사용했거나, 취소되었거나, 더 새로운 요청으로 바뀐 링크입니다.',
    en: 'This link can no longer be used: it was used already, cancelled, or replaced by a newer request.',
  },
  cancelled: {
    ko: '이메일 변경 요청을 취소했습니다. 이메일은 {email} 그대로입니다.',
    en: 'The e-mail change was cancelled. Your address stays {email}.',
  },
  restored: {
    ko: '이메일을 {email}(으)로 되돌리고 모든 기기에서 로그아웃했습니다. 본인이 변경하지 않았다면 비밀번호도 재설정해주세요.',
    en: 'Your address is {email} again and every device was signed out. If you did not make the change, please reset your password too.',
  },
  notRestored: {
    ko: '진행 중인 변경은 취소했지만, 이메일은 자동으로 되돌릴 수 없습니다(그 사이 다시 변경되었거나 다른 계정이 사용 중입니다). 학원에 문의해주세요.',
    en: 'Any pending change was cancelled, but the address cannot be put back automatically (it was changed again or another account uses it). Please contact the academy.',
  },
  confirmFailed: {
    ko: '이메일 변경을 확인하지 못했습니다.',
    en: 'The e-mail change could not be confirmed.',
  },
  undoFailed: {
    ko: '이메일 변경을 취소하지 못했습니다.',
    en: 'The e-mail change could not be cancelled.',
  },
});
