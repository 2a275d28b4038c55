import { bilingualTexts } from '../common/language';

/** Form checks of an application for a child, keyed like the other validation messages. */
export const FAMILY_VALIDATION_MESSAGES = bilingualTexts({
  guardianRequired: {
    ko: '보호자 정보를 입력해주세요.',
    en: "Please enter the guardian's details.",
  },
  guardianRelationRequired: {
    ko: '자녀와의 관계를 선택해주세요.',
    en: 'Please choose how you are related to the child.',
  },
  childConsentRequired: {
    ko: '만 14세 미만 아동의 신청에는 보호자의 개인정보 수집·이용 동의가 필요합니다.',
    en: "An application for a child under 14 needs the guardian's consent to the use of the child's personal data.",
  },
  childConsentVersion: {
    ko: '동의 내용이 바뀌었습니다. 페이지를 새로고침한 뒤 다시 동의해주세요.',
    en: 'The consent text has changed. Please reload the page and consent again.',
  },
  underConsentAgeSelf: {
    ko: '만 14세 미만은 보호자가 "자녀 신청"으로 신청해주세요.',
    en: 'For a child under 14, a parent or guardian applies with "For my child".',
  },
});

/** Staff's outcomes when they link a child to a guardian or unlink them. */
export const FAMILY_MESSAGES = bilingualTexts({
  guardianLinked: { ko: '보호자를 연결했습니다.', en: 'The guardian has been linked.' },
  guardianUnlinked: { ko: '보호자 연결을 해제했습니다.', en: 'The guardian has been unlinked.' },
  guardianNotFound: {
    ko: '그 휴대폰 번호로 등록된 회원이 없습니다. 보호자의 번호를 확인해주세요.',
    en: "No member is registered with that mobile number. Please check the guardian's number.",
  },
  sameMember: {
    ko: '회원을 자신의 보호자로 연결할 수 없습니다.',
    en: 'A member cannot be their own guardian.',
  },
  guardianIsChild: {
    ko: '이 회원은 다른 보호자의 자녀로 연결되어 있어 보호자가 될 수 없습니다.',
    en: "This member is another guardian's child, so they cannot be a guardian.",
  },
  childIsGuardian: {
    ko: '자녀가 연결된 회원은 다른 보호자의 자녀가 될 수 없습니다.',
    en: 'A member who has children of their own cannot be linked as a child.',
  },
  guardianWithoutLogin: {
    ko: '보호자는 로그인 계정이 있는 회원이어야 합니다.',
    en: 'A guardian must be a member with a login of their own.',
  },
  childWithoutLogin: {
    ko: '이 자녀는 본인 로그인 계정과 연락처가 없어 보호자 연결을 해제할 수 없습니다. 다른 보호자를 연결해주세요.',
    en: 'This child has no login or contact of their own, so their guardian cannot be removed. Link another guardian instead.',
  },
  childLoginMade: {
    ko: '본인 로그인을 만들었습니다. 임시 비밀번호를 학생에게 전해주세요.',
    en: 'The own login has been made. Please hand the temporary password to the student.',
  },
  notAChild: {
    ko: '보호자가 연결된 자녀에게만 본인 로그인을 만들 수 있습니다.',
    en: 'An own login is made only for a child linked to a guardian.',
  },
  childHasLogin: {
    ko: '이 회원은 이미 본인 로그인이 있습니다.',
    en: 'This member already has a login of their own.',
  },
});
