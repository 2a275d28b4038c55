import { STAFF_NOTIFICATION_TEXTS } from '../notifications/notifications.enums';
import { bilingualTexts } from '../common/language';
import type { TBilingualText } from '../common/language';

/** Answers and refusals of deletion requests (docs/product/privacy.md). */
export const DELETION_REQUEST_MESSAGES = bilingualTexts({
  requested: {
    ko: '삭제 요청을 접수했습니다. 학원에서 확인 후 처리 결과를 알려드립니다.',
    en: 'Your deletion request has been received. The academy will let you know once it is handled.',
  },
  completed: {
    ko: '삭제 요청을 처리했습니다. 회원은 탈퇴 처리되었습니다.',
    en: 'The deletion request is done: the member has left.',
  },
  declined: { ko: '삭제 요청을 반려했습니다.', en: 'The deletion request has been declined.' },
  alreadyOpen: {
    ko: '이 회원의 삭제 요청이 이미 접수되어 처리를 기다리고 있습니다.',
    en: 'A deletion request for this member is already waiting to be handled.',
  },
  alreadyDecided: {
    ko: '이미 처리된 삭제 요청입니다.',
    en: 'This deletion request has already been handled.',
  },
  alreadyLeft: {
    ko: '이미 탈퇴한 회원입니다.',
    en: 'This member has already left.',
  },
  anonymizedStaysInactive: {
    ko: '개인정보가 익명화된 탈퇴 회원은 다시 활성화할 수 없습니다.',
    en: 'A member whose personal data was anonymized cannot be made active again.',
  },
  guardianWithChildren: {
    ko: '아직 수강 중인 자녀가 있는 보호자는 탈퇴할 수 없습니다. 자녀의 삭제 요청을 먼저 처리해주세요.',
    en: 'A guardian whose children have not left cannot leave. Please handle the children’s requests first.',
  },
});

/** What staff and the requester are told. */
export const DELETION_REQUEST_NOTICES = {
  staffTitle: STAFF_NOTIFICATION_TEXTS.deletion_request.title,
  staffMessage: (name: string): TBilingualText => ({
    ko: `${name} 회원의 개인정보 삭제 요청이 접수되었습니다.`,
    en: `A request to delete ${name}'s personal data has arrived.`,
  }),
  completedTitle: { ko: '삭제 요청 처리 완료', en: 'Deletion request handled' },
  completedMessage: (name: string): TBilingualText => ({
    ko: `${name} 회원의 탈퇴가 처리되었습니다. 개인정보는 1년 후, 수강료 기록은 5년 후 삭제됩니다.`,
    en: `${name} has left the academy. Their personal data is deleted after 1 year, payment records after 5 years.`,
  }),
  declinedTitle: { ko: '삭제 요청 반려', en: 'Deletion request declined' },
  declinedMessage: (name: string, reason: string): TBilingualText => ({
    ko: `${name} 회원의 개인정보 삭제 요청이 반려되었습니다. 사유: ${reason}`,
    en: `The request to delete ${name}'s personal data was declined. Reason: ${reason}`,
  }),
} as const;
