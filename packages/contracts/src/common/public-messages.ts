import { notFoundText } from './message-patterns';
import { bilingualTexts } from './language';

/** What the API answers guests on the public forms and the inquiry lookup, besides the validation rules. */
export const PUBLIC_MESSAGES = bilingualTexts({
  tooManyApplications: {
    ko: '신청이 너무 많습니다. 1시간 후 다시 시도해주세요.',
    en: 'Too many applications. Please try again in an hour.',
  },
  tooManyInquiries: {
    ko: '문의가 너무 많습니다. 1시간 후 다시 시도해주세요.',
    en: 'Too many inquiries. Please try again in an hour.',
  },
  tooManyInquiryChecks: {
    ko: '문의 조회 시도가 너무 많습니다. 10분 후 다시 시도해주세요.',
    en: 'Too many inquiry lookups. Please try again in 10 minutes.',
  },
  tooManyReads: {
    ko: '조회 요청이 너무 많습니다. 1분 후 다시 시도해주세요.',
    en: 'Too many requests. Please try again in a minute.',
  },
  inquiryPasswordMismatch: {
    ko: '비밀번호가 일치하지 않습니다.',
    en: 'The password does not match.',
  },
  inquiryLocked: {
    ko: '비밀번호를 5회 잘못 입력하여 문의가 잠겼습니다. 15분 후 다시 시도해주세요.',
    en: 'The password was entered wrongly 5 times, so this inquiry is locked. Please try again in 15 minutes.',
  },
  inquiryNotFound: notFoundText('문의를', 'The inquiry'),
});
