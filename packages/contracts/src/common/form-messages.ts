import { enterText, selectText } from './message-patterns';
import { bilingualTexts } from './language';

/** Messages for personal data, account and generic field rules (docs/product/validation.md). */
export const FORM_VALIDATION_MESSAGES = bilingualTexts({
  required: { ko: '필수 입력 항목입니다.', en: 'This field is required.' },
  nothingToUpdate: {
    ko: '변경된 내용이 없습니다. 바꿀 항목을 하나 이상 입력해주세요.',
    en: 'Nothing has changed. Please change at least one field.',
  },
  invalidValue: { ko: '입력값이 올바르지 않습니다.', en: 'The value entered is not valid.' },
  tooLong: { ko: '입력 가능한 길이를 초과했습니다.', en: 'The value entered is too long.' },
  controlCharacters: {
    ko: '입력값에 사용할 수 없는 보이지 않는 제어 문자가 포함되어 있습니다.',
    en: 'The value contains invisible control characters that cannot be used.',
  },
  allRequiredFields: {
    ko: '모든 필수 항목을 입력해주세요.',
    en: 'Please fill in all required fields.',
  },
  requiredItems: { ko: '필수 항목을 입력해주세요.', en: 'Please fill in the required items.' },
  dateFormat: enterText('올바른 날짜를', 'a valid date'),
  timeFormat: {
    ko: '시간 형식이 올바르지 않습니다.',
    en: 'The time format is not valid.',
  },
  dateTimeFormat: {
    ko: '날짜와 시간 형식이 올바르지 않습니다.',
    en: 'The date and time format is not valid.',
  },
  endAfterStart: {
    ko: '종료 시간은 시작 시간보다 늦어야 합니다.',
    en: 'The end time must be later than the start time.',
  },
  dateRangeOrder: {
    ko: '종료일은 시작일보다 빠를 수 없습니다.',
    en: 'The end date cannot be earlier than the start date.',
  },
  pastDateNotAllowed: {
    ko: '오늘보다 이전 날짜는 선택할 수 없습니다.',
    en: 'You cannot select a date earlier than today.',
  },
  timeSlotBusy: {
    ko: '해당 시간은 이미 다른 수업이 예정되어 있습니다.',
    en: 'Another lesson is already scheduled at that time.',
  },
  birthDateRequired: enterText('생년월일을', 'your date of birth'),
  birthDateFormat: {
    ko: 'YYYYMMDD 형식의 8자리 숫자로 입력해주세요.',
    en: 'Please enter 8 digits in the YYYYMMDD format.',
  },
  birthDateTooOld: {
    ko: '1950년생 이하는 신청할 수 없습니다.',
    en: 'Applicants born in 1950 or earlier cannot apply.',
  },
  birthDateFuture: {
    ko: '미래의 생년월일은 입력할 수 없습니다.',
    en: 'The date of birth cannot be in the future.',
  },
  birthDateMonth: {
    ko: '올바른 월을 입력해주세요 (01-12).',
    en: 'Please enter a valid month (01-12).',
  },
  birthDateDay: {
    ko: '올바른 일을 입력해주세요 (01-31).',
    en: 'Please enter a valid day (01-31).',
  },
  birthDateNonexistent: { ko: '존재하지 않는 날짜입니다.', en: 'This date does not exist.' },
  birthDateUnderMinAge: {
    ko: '3세 이상부터 신청 가능합니다.',
    en: 'Applicants must be at least 3 years old.',
  },
  nameRequired: enterText('이름을', 'your name'),
  genderRequired: selectText('성별을', 'your gender'),
  phoneRequired: enterText('전화번호를', 'your phone number'),
  phoneInvalid: enterText('올바른 전화번호를', 'a valid phone number'),
  emailRequired: enterText('이메일을', 'your email'),
  emailInvalid: enterText('올바른 이메일 형식을', 'a valid email format'),
  emailUnchanged: {
    ko: '현재 이메일과 동일합니다.',
    en: 'The email is already the same as your current one.',
  },
  lessonTypeRequired: selectText('수업 유형을', 'a lesson type'),
  loginIdRequired: enterText('아이디 또는 전화번호를', 'your ID or phone number'),
  loginIdTooLong: {
    ko: '아이디 또는 전화번호는 50자 이하로 입력해주세요.',
    en: 'Please enter an ID or phone number of at most 50 characters.',
  },
  staffLoginIdRequired: enterText('아이디를', 'a login ID'),
  staffLoginIdFormat: {
    ko: '아이디는 영문자로 시작하고 영문자, 숫자, 점(.), 밑줄(_), 하이픈(-)만 사용해 3~50자로 입력해주세요.',
    en: 'The login ID must be 3 to 50 characters: a Latin letter first, then letters, digits, ".", "_" or "-".',
  },
  staffLoginIdReserved: {
    ko: "'s'와 숫자로 된 아이디는 수업 신청으로 만들어지는 회원이 사용합니다. 다른 아이디를 입력해주세요.",
    en: "Login IDs of 's' followed by digits belong to members created from lesson applications. Please choose another.",
  },
  passwordRequired: enterText('비밀번호를', 'your password'),
  currentPasswordRequired: enterText('현재 비밀번호를', 'your current password'),
  newPasswordRequired: enterText('새 비밀번호를', 'a new password'),
  passwordConfirmRequired: {
    ko: '비밀번호 확인을 입력해주세요.',
    en: 'Please confirm your new password.',
  },
  passwordTooShort: {
    ko: '비밀번호는 6자 이상이어야 합니다.',
    en: 'The password must be at least 6 characters long.',
  },
  passwordTooLong: { ko: '비밀번호가 너무 깁니다.', en: 'The password is too long.' },
  newPasswordTooLong: {
    ko: '비밀번호는 72바이트 이하여야 합니다 (영문·숫자 72자, 한글 약 24자).',
    en: 'The password can be at most 72 bytes (72 Latin letters or digits, about 24 Korean characters).',
  },
  passwordTooCommon: {
    ko: '너무 흔한 비밀번호입니다. 추측하기 어려운 비밀번호를 입력해주세요.',
    en: 'This password is too common. Please choose one that is harder to guess.',
  },
  newPasswordSameAsCurrent: {
    ko: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
    en: 'The new password must differ from the current one.',
  },
  passwordConfirmMismatch: {
    ko: '비밀번호가 일치하지 않습니다.',
    en: 'The password confirmation does not match.',
  },
  inquiryPasswordTooShort: {
    ko: '비밀번호는 4자 이상이어야 합니다.',
    en: 'The password must be at least 4 characters long.',
  },
  verificationCodeRequired: enterText('인증번호를', 'the verification code'),
  verificationCodeFormat: {
    ko: '인증번호는 6자리 숫자입니다.',
    en: 'The verification code must be 6 digits.',
  },
  resetTokenRequired: {
    ko: '이메일 인증을 먼저 완료해주세요.',
    en: 'Please verify your email first.',
  },
  resetLinkInvalid: {
    ko: '링크가 만료되었거나 이미 사용되었습니다. 인증번호를 다시 요청해주세요.',
    en: 'This link has expired or was already used. Please request a new code.',
  },
});
