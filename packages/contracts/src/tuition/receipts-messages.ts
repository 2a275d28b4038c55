import { bilingualTexts } from '../common/language';
import { enterText, notFoundText } from '../common/message-patterns';
import { ACADEMY_DETAILS_LIMITS, CERTIFICATE_FIRST_YEAR } from './receipts.limits';

/** Refusals of the academy details and certificate input, keyed like the other validation messages. */
export const RECEIPT_VALIDATION_MESSAGES = bilingualTexts({
  legalNameRequired: enterText('상호(법인명)를', "the academy's legal name"),
  registrationNumberInvalid: {
    ko: '사업자등록번호 10자리를 확인해주세요(예: 123-45-67891).',
    en: 'Please check the 10-digit business registration number (for example 123-45-67891).',
  },
  representativeRequired: enterText('대표자 이름을', "the representative's name"),
  academyAddressRequired: enterText('주소를', "the academy's address"),
  academyPhoneInvalid: {
    ko: `전화번호는 숫자와 하이픈(-)으로 숫자 ${ACADEMY_DETAILS_LIMITS.PHONE_DIGITS_MIN}~${ACADEMY_DETAILS_LIMITS.PHONE_DIGITS_MAX}자리를 입력해주세요(예: 02-123-4567).`,
    en: `The phone number must be ${ACADEMY_DETAILS_LIMITS.PHONE_DIGITS_MIN} to ${ACADEMY_DETAILS_LIMITS.PHONE_DIGITS_MAX} digits, with dashes between groups if any (for example 02-123-4567).`,
  },
  certificateYearInvalid: {
    ko: `연도는 ${CERTIFICATE_FIRST_YEAR}년부터 올해까지 선택할 수 있습니다.`,
    en: `The year must be from ${CERTIFICATE_FIRST_YEAR} to the current year.`,
  },
});

/** Outcomes and refusals of the receipt calls. */
export const RECEIPT_MESSAGES = bilingualTexts({
  academyDetailsSaved: {
    ko: '영수증에 표시할 학원 정보를 저장했습니다.',
    en: 'The academy details for receipts have been saved.',
  },
  receiptsUnavailable: {
    ko: '학원 정보(상호, 사업자등록번호 등)가 아직 등록되지 않아 영수증을 발급할 수 없습니다. 학원에 문의해주세요.',
    en: 'Receipts are not available yet: the academy has not entered its business details. Please ask the academy.',
  },
  receiptNotFound: notFoundText('납부된 수강료 내역을', 'The paid tuition due'),
  memberNotFound: notFoundText('회원을', 'The member'),
  fontMissing: {
    ko: 'PDF를 만들 글꼴이 서버에 없어 지금은 내려받을 수 없습니다. 학원에 알려주세요.',
    en: 'The PDF cannot be made right now: the server lacks its font. Please tell the academy.',
  },
  tooManyDownloads: {
    ko: '내려받기 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    en: 'Too many downloads. Please try again in a moment.',
  },
});
