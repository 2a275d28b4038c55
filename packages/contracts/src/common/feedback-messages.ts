import { failedText, notFoundText } from './message-patterns';
import type { TLanguage } from './language';
import { bilingualTexts, pickText } from './language';

/**
 * Toast and alert texts of docs/product/errors.md that are not field validation. The API uses them as the
 * envelope `message` and the web app as fallbacks when the server sends none.
 */
export const FEEDBACK_MESSAGES = bilingualTexts({
  loginFailed: { ko: '로그인에 실패했습니다.', en: 'Login failed.' },
  loginError: { ko: '로그인 중 오류가 발생했습니다.', en: 'An error occurred during login.' },
  loginResponseInvalid: {
    ko: '로그인 응답 데이터가 올바르지 않습니다.',
    en: 'The login response data is invalid.',
  },
  serverUnreachable: {
    ko: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
    en: 'Cannot connect to the server. Please try again later.',
  },
  accountNotFound: {
    ko: '존재하지 않는 계정이거나 등록되지 않은 이메일입니다. 관리자에게 문의해주세요.',
    en: 'The account does not exist or the email is not registered. Please contact the administrator.',
  },
  verificationCodeSendFailed: failedText('인증번호 발송', 'send the verification code'),
  verificationCodeVerifyFailed: failedText('인증번호 확인', 'verify the verification code'),
  passwordResetFailed: failedText('비밀번호 재설정', 'reset the password'),
  passwordChangeFailed: failedText('비밀번호 변경', 'change the password'),
  emailUpdateFailed: failedText('이메일 변경', 'update the email'),
  emailInUse: { ko: '이미 사용 중인 이메일입니다.', en: 'This email is already in use.' },
  bookingFailed: { ko: '예약에 실패했습니다.', en: 'The booking failed.' },
  bookingCancelFailed: failedText('예약 취소', 'cancel the booking'),
  scheduleChangeFailed: {
    ko: '일정 변경 요청에 실패했습니다.',
    en: 'The schedule change request failed.',
  },
  inquiryLookupFailed: failedText('문의 조회', 'look up the inquiry'),
  userInfoLoadFailed: {
    ko: '사용자 정보를 불러오지 못했습니다. 다시 로그인해주세요.',
    en: 'Failed to load user information. Please log in again.',
  },
  markReadFailed: failedText('읽음 처리', 'mark as read'),
  onedayApplyFailed: {
    ko: '원데이클래스 신청 중 오류가 발생했습니다. 다시 시도해주세요.',
    en: 'An error occurred while applying for the one-day class. Please try again.',
  },
  lessonApplyFailed: {
    ko: '정규수업 신청 중 오류가 발생했습니다. 다시 시도해주세요.',
    en: 'An error occurred while applying for regular lessons. Please try again.',
  },
  inquirySendFailed: {
    ko: '문의 전송 중 오류가 발생했습니다. 다시 시도해주세요.',
    en: 'An error occurred while sending your inquiry. Please try again.',
  },
  accessDenied: { ko: '접근 권한이 없습니다.', en: 'You do not have permission to access this.' },
  notFound: notFoundText('요청한 정보를', 'The requested item'),
  serverError: {
    ko: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    en: 'A server error occurred. Please try again later.',
  },
  onedayApplied: {
    ko: '원데이클래스 신청이 완료되었습니다',
    en: 'Your one-day class application is complete',
  },
  lessonApplied: {
    ko: '정규수업 신청이 완료되었습니다',
    en: 'Your regular lesson application is complete',
  },
  inquirySent: {
    ko: '문의가 성공적으로 전송되었습니다!',
    en: 'Your inquiry has been sent successfully!',
  },
  verificationCodeSent: {
    ko: '인증번호가 발송되었습니다.',
    en: 'The verification code has been sent.',
  },
  verificationComplete: { ko: '인증이 완료되었습니다.', en: 'Verification is complete.' },
  passwordChanged: { ko: '비밀번호가 변경되었습니다.', en: 'Your password has been changed.' },
  emailUpdated: { ko: '이메일이 변경되었습니다.', en: 'Your email has been updated.' },
  emailChangeCodeSent: {
    ko: '새 이메일로 인증번호를 보냈습니다.',
    en: 'We sent a verification code to the new address.',
  },
  bookingCompleted: { ko: '예약이 완료되었습니다.', en: 'Your booking is complete.' },
  bookingCancelled: { ko: '예약이 취소되었습니다.', en: 'Your booking has been cancelled.' },
  scheduleChangeSubmitted: {
    ko: '일정 변경 요청이 접수되었습니다.',
    en: 'Your schedule change request has been submitted.',
  },
  scheduleChangeWithdrawn: {
    ko: '일정 변경 요청을 취소했습니다.',
    en: 'Your schedule change request has been withdrawn.',
  },
});

export type TFeedbackMessageKey = keyof typeof FEEDBACK_MESSAGES;

/** Picks the language and fills `{name}` placeholders. */
export function feedbackMessage(
  key: TFeedbackMessageKey,
  lang: TLanguage,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(pickText(FEEDBACK_MESSAGES[key], lang), params);
}

/** Replaces `{name}` with params.name; unknown placeholders stay visible so a gap shows. */
export function fillPlaceholders(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
