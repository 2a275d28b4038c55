import { FORM_VALIDATION_MESSAGES } from './form-messages';
import { failedText, notFoundText } from './message-patterns';
import { fillPlaceholders } from './feedback-messages';
import type { TLanguage } from './language';
import { bilingualTexts, pickText } from './language';

/**
 * Every back-office outcome text (docs/product/errors.md, staff): the API answers with the refusals and
 * successes, the staff screens use the same keys for their toasts, alerts and confirmations.
 */
export const STAFF_MESSAGES = bilingualTexts({
  lessonNotPending: {
    ko: '대기 중인 신청만 처리할 수 있습니다.',
    en: 'Only a pending request can be decided.',
  },
  lessonMemberExists: {
    ko: '같은 전화번호로 등록된 회원이 이미 있습니다.',
    en: 'A member with the same phone number already exists.',
  },
  guardianContactsDiffer: {
    ko: '보호자의 전화번호와 이메일이 서로 다른 회원에게 등록되어 있어 가족으로 연결할 수 없습니다. 보호자에게 연락처를 확인해주세요.',
    en: "The guardian's phone and e-mail belong to two different members, so the child cannot be joined to a family. Please check the guardian's contact details.",
  },
  lessonEmailInUse: {
    ko: '신청서의 이메일 주소를 이미 다른 계정(회원 또는 직원)이 사용하고 있어 승인할 수 없습니다. 이메일 주소는 계정마다 달라야 합니다(대소문자 구분 없음). 신청자에게 다른 이메일 주소로 다시 신청하도록 안내해주세요.',
    en: "This application's email address is already used by another account (a member or staff), so it cannot be approved. Every account needs its own email address (letter case does not count). Please ask the applicant to apply again with another address.",
  },
  lessonSlotTaken: {
    ko: '해당 시간에는 이미 다른 회원의 수업이 있습니다. 다른 요일이나 시간을 선택해주세요.',
    en: 'Another member already has a lesson at that time. Please choose another day or time.',
  },
  teacherUnknown: notFoundText('선생님을', 'The teacher'),
  lessonTimeRangeInvalid: FORM_VALIDATION_MESSAGES.endAfterStart,
  lessonApproved: {
    ko: '수업 신청이 승인되었습니다.',
    en: 'The lesson request has been approved.',
  },
  lessonApprovedAlert: {
    ko: '{name}님의 수업 신청이 승인되었습니다.\n아이디: {loginId}\n임시 비밀번호: {password}\n\n학생에게 임시 비밀번호로 로그인한 뒤 비밀번호를 변경하도록 안내해주세요.',
    en: "{name}'s lesson request has been approved.\nLogin id: {loginId}\nTemporary password: {password}\n\nPlease tell the student to log in with the temporary password and change it.",
  },
  lessonApprovedGuardianAlert: {
    ko: '{name} 학생의 수업 신청이 승인되었습니다.\n보호자 {guardian}님의 계정이 만들어졌습니다.\n아이디: {loginId}\n임시 비밀번호: {password}\n\n보호자에게 임시 비밀번호로 로그인한 뒤 비밀번호를 변경하도록 안내해주세요.',
    en: "{name}'s lesson request has been approved.\nAn account was made for the guardian, {guardian}.\nLogin id: {loginId}\nTemporary password: {password}\n\nPlease tell the guardian to log in with the temporary password and change it.",
  },
  lessonApprovedJoinedFamilyAlert: {
    ko: '{name} 학생의 수업 신청이 승인되었습니다.\n이미 계정이 있는 보호자 {guardian}님(아이디: {loginId})의 가족으로 연결되었습니다. 새 비밀번호는 없습니다.',
    en: "{name}'s lesson request has been approved.\nThe child joined the family of the guardian {guardian}, who already has an account (login id: {loginId}). No new password was made.",
  },
  temporaryPasswordCopied: {
    ko: '임시 비밀번호가 클립보드에 복사되었습니다.',
    en: 'The temporary password has been copied to the clipboard.',
  },
  lessonApproveFailed: failedText('수업 신청 승인', 'approve the lesson request'),
  lessonRejected: {
    ko: '수업 신청이 거절되었습니다.',
    en: 'The lesson request has been rejected.',
  },
  lessonRejectFailed: failedText('수업 신청 거절', 'reject the lesson request'),
  unparsableOption: {
    ko: '선택한 희망 시간을 해석할 수 없습니다. 직접 입력을 선택해주세요.',
    en: 'The chosen preferred time cannot be read. Please use the custom option.',
  },
  onedayOnPublicHoliday: {
    ko: '공휴일에는 원데이 클래스를 잡을 수 없습니다. 다른 날짜를 선택해주세요.',
    en: 'A one-day class cannot be set on a public holiday. Please choose another day.',
  },
  onedayTransitionRefused: {
    ko: '현재 상태에서는 해당 상태로 변경할 수 없습니다.',
    en: 'The application cannot move to that status from its current status.',
  },
  onedayUpdateFailed: {
    ko: '상태 변경에 실패했습니다. 다시 시도해주세요.',
    en: 'Failed to update the status. Please try again.',
  },
  onedayContacted: { ko: '연락 완료로 변경되었습니다.', en: 'Marked as contacted.' },
  onedayScheduled: { ko: '일정이 확정되었습니다.', en: 'The class schedule is confirmed.' },
  onedayCompleted: { ko: '수업이 완료 처리되었습니다.', en: 'The class is marked as completed.' },
  onedayCancelled: { ko: '신청이 취소되었습니다.', en: 'The application has been cancelled.' },
  onedayUpdated: { ko: '상태가 변경되었습니다.', en: 'The status has been updated.' },
  onedayCalendarWarning: {
    ko: '일정은 확정되었지만 선생님 일정에 추가하지 못했습니다. 레슨 일정에서 직접 추가해주세요.',
    en: "The schedule is confirmed, but it could not be added to the teacher's calendar. Please add it on the lesson schedule.",
  },
  scheduleChangeNotPending: {
    ko: '대기 중인 요청만 처리할 수 있습니다.',
    en: 'Only a pending request can be processed.',
  },
  scheduleChangeDateAlreadyMoved: {
    ko: '해당 수업 날짜는 이미 변경되었습니다.',
    en: 'That lesson date has already been moved.',
  },
  lessonMoved: { ko: '수업을 옮겼습니다.', en: 'The lesson has been moved.' },
  lessonMoveNotOwnStudent: {
    ko: '담당 회원의 수업만 옮길 수 있습니다.',
    en: 'You can move only the lessons of your own students.',
  },
  scheduleChangeHourTakenByMakeup: {
    ko: '요청한 시간에 이미 보강 수업이 예약되어 승인할 수 없습니다. 거절하고 다른 시간을 안내해주세요.',
    en: 'A make-up lesson is already booked at the requested time, so the change cannot be approved. Please reject it and suggest another time.',
  },
  scheduleChangeNoticeCreditSpent: {
    ko: '회원이 이 수업 날짜에 결석을 알리고 받은 보강권으로 이미 보강 수업을 잡았습니다. 거절하거나 보강 수업을 먼저 정리해주세요.',
    en: 'The member gave notice for this lesson date and already booked a make-up with its credit. Please reject the request, or settle the make-up first.',
  },
  scheduleChangeOwnHourTaken: {
    ko: '회원이 요청한 시간에 연습실 예약이나 보강 수업을 잡아 두어 승인할 수 없습니다. 거절하고 다른 시간을 안내해주세요.',
    en: 'The member has a practice booking or a make-up at the requested time, so the change cannot be approved. Please reject it and suggest another time.',
  },
  memberSlotOverBooking: {
    ko: '새 수업 시간이 회원의 {date} {startTime} {booking}과 겹칩니다. 그 예약을 먼저 정리하거나 다른 시간을 정해주세요.',
    en: "The new lesson time overlaps the member's {booking} on {date} at {startTime}. Please settle that booking first, or choose another time.",
  },
  attendanceRestoreOverBooking: {
    ko: '회원이 이 수업 시간에 {booking}을 잡아 두어 수업을 되살릴 수 없습니다. 그 예약을 먼저 정리해주세요.',
    en: "The member has a {booking} in this lesson's hour, so the lesson cannot be restored. Please settle that booking first.",
  },
  scheduleChangeLessonGone: {
    ko: '이 회원의 정규 수업이 더 이상 없어 승인할 수 없습니다. 거절로 처리해주세요.',
    en: 'This member no longer has the regular lesson, so the change cannot be approved. Please reject it.',
  },
  scheduleChangeApproved: {
    ko: '일정 변경 요청이 승인되었습니다.',
    en: 'The schedule change was approved.',
  },
  scheduleChangeRejected: {
    ko: '일정 변경 요청이 거절되었습니다.',
    en: 'The schedule change was rejected.',
  },
  scheduleChangeProcessFailed: failedText(
    '일정 변경 요청 처리',
    'process the schedule change request',
  ),
  inquiryStatusRefused: {
    ko: '답변이 있는 문의만 답변 완료로, 답변이 없는 문의만 답변 대기로 바꿀 수 있습니다.',
    en: 'Only an inquiry with a reply can be marked replied, and only one without a reply can be marked awaiting reply.',
  },
  inquiryReplied: { ko: '답변이 등록되었습니다.', en: 'The reply has been saved.' },
  inquiryReplyFailed: failedText('답변 등록', 'save the reply'),
  memberNotDeletable: {
    ko: '활성 상태의 회원만 삭제할 수 있습니다.',
    en: 'Only active members can be deleted.',
  },
  memberHasPayments: {
    ko: '납부나 결제 기록이 있는 회원은 삭제할 수 없습니다. 회원 상태를 비활성으로 바꿔주세요.',
    en: 'A member with payments or payment orders cannot be deleted: the records are kept for the accounts. Set the member inactive instead.',
  },
  memberHasChildren: {
    ko: '자녀가 연결된 보호자는 삭제할 수 없습니다. 먼저 자녀의 보호자 연결을 해제해주세요.',
    en: 'A guardian with a child linked cannot be deleted. Remove the child’s guardian first.',
  },
  memberDeleted: {
    ko: '회원이 삭제되었습니다. 수업 일정도 함께 삭제되었습니다.',
    en: 'The member has been deleted, together with their lessons.',
  },
  memberDeleteFailed: failedText('회원 삭제', 'delete the member'),
  memberDeleteConfirm: {
    ko: '{name}님을 삭제하시겠습니까?\n이 회원의 모든 수업 일정이 삭제되고 선생님의 해당 시간이 비워집니다.\n이 작업은 되돌릴 수 없습니다.',
    en: "Delete {name}?\nAll of this member's lessons will be deleted and the teacher's time freed.\nThis cannot be undone.",
  },
  memberUpdated: { ko: '회원 정보가 수정되었습니다.', en: 'The member has been updated.' },
  memberSlotUpdated: {
    ko: '회원 정보가 수정되었습니다. 새 수업 시간은 오늘부터 적용됩니다.',
    en: 'The member has been updated. The new lesson time applies from today.',
  },
  memberUpdateFailed: failedText('회원 정보 수정', 'update the member'),
  memberPhoneInUse: {
    ko: '이미 다른 회원이 사용 중인 전화번호입니다.',
    en: 'Another member already uses this phone number.',
  },
  announcementSent: {
    ko: '{count}명에게 공지를 보냈습니다.',
    en: 'The announcement was sent to {count} recipients.',
  },
  announcementSendFailed: failedText('공지 전송', 'send the announcement'),
  personalScheduleCreated: {
    ko: '일정이 등록되었습니다.',
    en: 'The schedule has been registered.',
  },
  personalScheduleUpdated: { ko: '일정이 수정되었습니다.', en: 'The schedule has been updated.' },
  onedayClassAlreadyInCalendar: {
    ko: '이 원데이 클래스는 이미 일정에 있습니다.',
    en: 'This one-day class is already in the calendar.',
  },
  personalScheduleDeleted: { ko: '일정이 삭제되었습니다.', en: 'The schedule has been deleted.' },
  personalScheduleOccurrenceDeleted: {
    ko: '{date} 일정이 삭제되었습니다. 다른 날짜의 반복 일정은 그대로 유지됩니다.',
    en: 'The schedule on {date} has been deleted. The other dates of the series are kept.',
  },
  personalScheduleCreateFailed: failedText('일정 등록', 'register the schedule'),
  personalScheduleUpdateFailed: failedText('일정 수정', 'update the schedule'),
  personalScheduleDeleteFailed: failedText('일정 삭제', 'delete the schedule'),
  personalScheduleLoadFailed: {
    ko: '일정을 불러오지 못했습니다.',
    en: 'Failed to load the schedules.',
  },
  personalScheduleNotFound: notFoundText('일정을', 'The schedule'),
  personalScheduleNotOwn: {
    ko: '본인의 일정만 조회하거나 수정할 수 있습니다.',
    en: 'You can only view or change your own schedules.',
  },
  personalScheduleOccurrenceNotFound: {
    ko: '해당 날짜에는 이 일정이 없습니다.',
    en: 'This schedule does not take place on that date.',
  },
  personalScheduleOverlapConfirm: {
    ko: '같은 날 겹치는 일정이 있습니다.\n{events}\n\n그래도 등록하시겠습니까?',
    en: 'Another event overlaps on the same day.\n{events}\n\nRegister anyway?',
  },
  personalScheduleDeleteConfirm: {
    ko: '이 일정을 삭제하시겠습니까?',
    en: 'Delete this schedule?',
  },
  personalScheduleDeleteSeriesConfirm: {
    ko: '반복 일정 전체를 삭제하시겠습니까? 모든 날짜의 일정이 삭제됩니다.',
    en: 'Delete the whole recurring schedule? Every date of the series will be deleted.',
  },
  personalScheduleDeleteOccurrenceConfirm: {
    ko: '{date} 일정만 삭제하시겠습니까?',
    en: 'Delete only the schedule on {date}?',
  },
});

export type TStaffMessageKey = keyof typeof STAFF_MESSAGES;

/** Picks the language and fills `{name}` placeholders. */
export function staffMessage(
  key: TStaffMessageKey,
  lang: TLanguage,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(pickText(STAFF_MESSAGES[key], lang), params);
}
