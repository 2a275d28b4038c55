import { z } from 'zod';
import type { TBilingualText } from '../common/language';

/** docs/product/entities.md member categories; `announcement` is what send-to-all creates, `other` the rest. */
export const MEMBER_NOTIFICATION_CATEGORIES = [
  'practice_booked',
  'lesson_request_approved',
  'lesson_request_rejected',
  'modification_approved',
  'modification_rejected',
  'payment_due',
  'announcement',
  'academy_closed',
  'lesson_reminder',
  'makeup_approved',
  'makeup_rejected',
  'checked_in',
  'not_arrived',
  'pause_approved',
  'pause_rejected',
  'lesson_note',
  'other',
] as const;
export type TMemberNotificationCategory = (typeof MEMBER_NOTIFICATION_CATEGORIES)[number];

/** New applications and change requests notify only staff. */
const STAFF_ONLY_NOTIFICATION_CATEGORIES = [
  'oneday_request',
  'lesson_request',
  'modification_request',
  'absence_notice',
  'makeup_request',
  'member_cancelled',
  'deletion_request',
  'pause_request',
  'inquiry_received',
] as const;

export const STAFF_NOTIFICATION_CATEGORIES = [
  ...STAFF_ONLY_NOTIFICATION_CATEGORIES,
  'modification_approved',
  'modification_rejected',
  'practice_booked',
] as const;
export type TStaffNotificationCategory = (typeof STAFF_NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORIES = [
  ...MEMBER_NOTIFICATION_CATEGORIES,
  ...STAFF_ONLY_NOTIFICATION_CATEGORIES,
] as const;
export const ZNotificationCategory = z.enum(NOTIFICATION_CATEGORIES, { error: 'invalidValue' });
export type TNotificationCategory = z.infer<typeof ZNotificationCategory>;

export type TNotificationText = { title: TBilingualText; message: TBilingualText };

/** Staff see these fixed texts for known categories instead of the stored ones (docs/product/entities.md). */
export const STAFF_NOTIFICATION_TEXTS = {
  oneday_request: {
    title: { ko: '새 원데이클래스 신청', en: 'New one-day class application' },
    message: {
      ko: '새로운 원데이클래스 신청이 접수되었습니다.',
      en: 'A new one-day class application has been received.',
    },
  },
  lesson_request: {
    title: { ko: '새 정규수업 신청', en: 'New regular lesson application' },
    message: {
      ko: '새로운 정규수업 신청이 접수되었습니다.',
      en: 'A new regular lesson application has been received.',
    },
  },
  modification_request: {
    title: { ko: '새 일정 변경 요청', en: 'New schedule change request' },
    message: {
      ko: '학생이 수업 일정 변경을 요청했습니다.',
      en: 'A student has requested a lesson schedule change.',
    },
  },
  modification_approved: {
    title: { ko: '일정 변경 승인', en: 'Schedule change approved' },
    message: {
      ko: '수업 일정 변경 요청이 승인되었습니다.',
      en: 'A lesson schedule change request has been approved.',
    },
  },
  modification_rejected: {
    title: { ko: '일정 변경 거절', en: 'Schedule change rejected' },
    message: {
      ko: '수업 일정 변경 요청이 거절되었습니다.',
      en: 'A lesson schedule change request has been rejected.',
    },
  },
  makeup_request: {
    title: { ko: '보강 승인 요청', en: 'Make-up request' },
    message: {
      ko: '학생이 보강 수업 승인을 요청했습니다.',
      en: 'A student has asked for a make-up lesson that needs approval.',
    },
  },
  practice_booked: {
    title: { ko: '연습실 예약', en: 'Practice room booked' },
    message: {
      ko: '새로운 연습실 예약이 등록되었습니다.',
      en: 'A new practice room booking has been made.',
    },
  },
  absence_notice: {
    title: { ko: '결석 연락', en: 'Absence notice' },
    message: {
      ko: '회원이 레슨에 못 온다고 알렸습니다.',
      en: 'A member has said they cannot come to a lesson.',
    },
  },
  member_cancelled: {
    title: { ko: '회원 취소', en: 'Cancelled by a member' },
    message: {
      ko: '회원이 결석 연락이나 일정 변경 요청을 거두었거나 보강 수업을 취소했습니다.',
      en: 'A member withdrew a notice of absence or a schedule change request, or cancelled a make-up.',
    },
  },
  deletion_request: {
    title: { ko: '개인정보 삭제 요청', en: 'Personal data deletion request' },
    message: {
      ko: '회원이나 보호자가 개인정보 삭제를 요청했습니다.',
      en: 'A member or their guardian has asked for personal data to be deleted.',
    },
  },
  pause_request: {
    title: { ko: '새 휴원 신청', en: 'New pause request' },
    message: {
      ko: '회원이 휴원을 신청했습니다.',
      en: 'A member has asked to pause lessons.',
    },
  },
  inquiry_received: {
    title: { ko: '새 문의', en: 'New inquiry' },
    message: {
      ko: '홈페이지에 새 문의가 등록되었습니다.',
      en: 'A new inquiry has been posted on the website.',
    },
  },
} as const satisfies Record<TStaffNotificationCategory, TNotificationText>;

export function isStaffNotificationCategory(value: string): value is TStaffNotificationCategory {
  return (STAFF_NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
}
