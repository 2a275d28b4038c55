import { failedText } from '../common/message-patterns';
import { bilingualTexts } from '../common/language';

/** Outcomes of managing staff accounts: the API's refusals and successes, the screen's toasts. */
export const STAFF_ACCOUNT_MESSAGES = bilingualTexts({
  loginIdInUse: {
    ko: '이미 사용 중인 아이디입니다(직원 또는 회원). 다른 아이디를 입력해주세요.',
    en: 'This login ID is already used by a staff member or a member. Please choose another.',
  },
  emailInUse: {
    ko: '이미 다른 계정(회원 또는 직원)이 사용 중인 이메일입니다. 이메일 주소는 계정마다 달라야 합니다(대소문자 구분 없음).',
    en: 'Another account (a member or staff) already uses this email. Every account needs its own address (letter case does not count).',
  },
  onlyOwnAccount: {
    ko: '선생님은 본인 계정의 이름, 이메일, 전화번호만 수정할 수 있습니다.',
    en: 'Teachers can only change the name, email and phone number of their own account.',
  },
  roleAdminOnly: {
    ko: '역할은 관리자만 변경할 수 있습니다.',
    en: 'Only an admin can change a role.',
  },
  lastAdminDemotion: {
    ko: '마지막 관리자의 역할은 바꿀 수 없습니다. 먼저 다른 직원을 관리자로 지정해주세요.',
    en: 'The last admin cannot lose the admin role. Please make another staff member an admin first.',
  },
  deleteSelf: {
    ko: '본인 계정은 삭제할 수 없습니다.',
    en: 'You cannot delete your own account.',
  },
  deleteLastAdmin: {
    ko: '마지막 관리자는 삭제할 수 없습니다. 먼저 다른 직원을 관리자로 지정해주세요.',
    en: 'The last admin cannot be deleted. Please make another staff member an admin first.',
  },
  deleteHasLessons: {
    ko: '이 선생님에게 배정된 회원 수업 일정이나 보강 수업(지난 것 포함)이 있어 삭제할 수 없습니다. 먼저 회원들의 수업을 다른 선생님에게 옮기거나 회원을 삭제해주세요.',
    en: "This teacher still has members' weekly lesson slots or make-up lessons (past ones included), so they cannot be deleted. Please move those lessons to another teacher or delete the members first.",
  },
  deleteDefaultTeacher: {
    ko: '학원의 기본 선생님 계정은 삭제할 수 없습니다.',
    en: "The academy's default teacher account cannot be deleted.",
  },
  created: {
    ko: '{name} 계정이 만들어졌습니다.',
    en: 'The account of {name} has been created.',
  },
  createdAlert: {
    ko: '{name} 계정이 만들어졌습니다.\n아이디: {loginId}\n임시 비밀번호: {password}\n\n임시 비밀번호는 지금 한 번만 표시됩니다. 로그인한 뒤 비밀번호를 변경하도록 안내해주세요.',
    en: "{name}'s account has been created.\nLogin id: {loginId}\nTemporary password: {password}\n\nThe temporary password is shown only this once. Please ask them to log in and change it.",
  },
  createFailed: { ko: '계정을 만들지 못했습니다.', en: 'Failed to create the account.' },
  updated: { ko: '직원 정보가 수정되었습니다.', en: 'The staff account has been updated.' },
  updateFailed: failedText('직원 정보 수정', 'update the staff account'),
  deleted: { ko: '직원 계정이 삭제되었습니다.', en: 'The staff account has been deleted.' },
  deleteFailed: failedText('직원 계정 삭제', 'delete the staff account'),
  requestAlertsOwnOnly: {
    ko: '새 요청 알림톡은 본인 계정에서만 켜고 끌 수 있습니다.',
    en: 'Only the account’s owner can turn request alerts by KakaoTalk on or off.',
  },
  requestAlertsNeedPhone: {
    ko: '알림톡을 받을 전화번호가 계정에 없습니다. 먼저 전화번호를 등록해주세요.',
    en: 'The account has no phone number to receive KakaoTalk messages. Please add one first.',
  },
  requestAlertsChannelOff: {
    ko: '학원이 지금 알림톡을 보내지 않아 켤 수 없습니다.',
    en: 'The academy does not send KakaoTalk messages at the moment, so they cannot be turned on.',
  },
  requestAlertsOn: {
    ko: '새 신청과 요청을 알림톡으로 받습니다.',
    en: 'You will receive new applications and requests by KakaoTalk.',
  },
  requestAlertsOff: {
    ko: '새 신청과 요청을 알림톡으로 받지 않습니다.',
    en: 'You will no longer receive new applications and requests by KakaoTalk.',
  },
  deleteConfirm: {
    ko: '{name}({loginId}) 계정을 삭제하시겠습니까?\n이 직원의 로그인, 개인 일정과 알림이 함께 삭제됩니다. 감사 기록은 남습니다.\n이 작업은 되돌릴 수 없습니다.',
    en: 'Delete the account of {name} ({loginId})?\nTheir sign-ins, personal schedules and notifications are deleted with it; the audit log keeps its records.\nThis cannot be undone.',
  },
});
