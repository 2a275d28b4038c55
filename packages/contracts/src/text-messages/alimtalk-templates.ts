import type { TBilingualText, TLanguage } from '../common/language';
import {
  ALIMTALK_BUTTON_NAMES,
  ALIMTALK_BUTTONS,
  type TAlimtalkButtonSpec,
} from './alimtalk-buttons';
import type { TAlimtalkVariable } from './alimtalk-variables';
import {
  TEXT_MESSAGE_KINDS,
  type TAlimtalkLanguage,
  type TTextMessageKind,
} from './text-messages.enums';

/** A web-link button (`WL`): its name and the page it opens, inside the app. */
export type TAlimtalkButton = { type: 'WL'; name: string; path: string };

/**
 * One 알림톡 template as it is registered at the provider: our code, the fixed content with its
 * `#{…}` variables, the buttons, and the note for Kakao's reviewer. The approval state is the
 * provider's and is kept elsewhere. `secure` asks for a 보안 템플릿 (Kakao requires it for
 * passwords: the text shows only on the phone).
 */
export type TAlimtalkTemplate<TVariable extends TAlimtalkVariable = TAlimtalkVariable> = {
  kind: TTextMessageKind;
  language: TAlimtalkLanguage;
  code: string;
  content: string;
  variables: readonly TVariable[];
  buttons: readonly TAlimtalkButton[];
  reviewNote: string;
  secure: boolean;
};

type TKindSpec = {
  codes: Record<TAlimtalkLanguage, string>;
  variables: readonly TAlimtalkVariable[];
  content: TBilingualText;
  buttons: readonly TAlimtalkButtonSpec[];
  /** For the reviewer at Kakao, in Korean: who gets it, and when. */
  reviewNote: string;
  secure?: boolean;
};

const lines = (...parts: string[]): string => parts.join('\n');

/** Told once to Kakao's reviewer with every English template. */
const ENGLISH_NOTE = '영문 템플릿: 외국인 수강생과 보호자에게 같은 내용을 영어로 보냅니다.';

/**
 * The kinds: the same variables and buttons in both languages, the student's name `#{name}` where
 * the message may go to the member or to their guardian ("김서연님의 …", "for Seoyeon Kim").
 */
const KINDS = {
  lessonApplicationReceived: {
    codes: { ko: 'LESSON_APPLIED_KO', en: 'LESSON_APPLIED_EN' },
    variables: ['academy', 'name', 'applicationId'],
    content: {
      ko: lines(
        '[#{academy}] 정규 레슨 신청 접수',
        '',
        '#{name}님, 안녕하세요.',
        '정규 레슨 신청이 접수되었습니다. 신청해 주셔서 감사합니다.',
        '',
        '- 접수 번호: #{applicationId}',
        '',
        '담당자가 영업일 기준 1~2일 안에 전화드려 수업 시간과 진행 방식을 안내해 드리겠습니다.',
        '문의하실 때 접수 번호를 알려주시면 더 빠르게 도와드릴 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] Lesson application received',
        '',
        'Hello #{name},',
        'Thank you for applying for regular lessons. We have received your application.',
        '',
        '- Reference number: #{applicationId}',
        '',
        'We will call you within 1-2 working days to arrange your lesson time and explain how lessons work.',
        'If you contact us, please quote your reference number.',
      ),
    },
    buttons: [],
    reviewNote:
      '방문자가 홈페이지에서 정규 레슨을 신청한 직후, 신청자 본인에게 1회 보내는 접수 확인 메시지입니다.',
  },
  lessonApplicationApproved: {
    codes: { ko: 'LESSON_APPROVED_KO', en: 'LESSON_APPROVED_EN' },
    variables: ['academy', 'name', 'loginId', 'temporaryPassword'],
    content: {
      ko: lines(
        '[#{academy}] 정규 레슨 등록 안내',
        '',
        '#{name}님, 안녕하세요.',
        '정규 레슨 신청이 승인되어 회원 계정이 만들어졌습니다.',
        '',
        '- 아이디: #{loginId}',
        '- 임시 비밀번호: #{temporaryPassword}',
        '',
        '처음 로그인하신 뒤 꼭 새 비밀번호로 변경해 주세요.',
        '로그인하시면 수업 일정과 수강료를 확인하실 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] Your account is ready',
        '',
        'Hello #{name},',
        'Your regular lesson application was approved and your account is ready.',
        '',
        '- Login ID: #{loginId}',
        '- Temporary password: #{temporaryPassword}',
        '',
        'Please change your password after you sign in for the first time.',
        'Once signed in, you can see your lesson schedule and tuition.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.login],
    reviewNote:
      '학원이 정규 레슨 신청을 승인해 회원 계정을 만들었을 때 신청자(어린이는 보호자)에게 1회 보내는 계정 안내입니다. 임시 비밀번호가 들어 있어 보안 템플릿으로 요청합니다.',
    secure: true,
  },
  onedayApplicationReceived: {
    codes: { ko: 'ONEDAY_APPLIED_KO', en: 'ONEDAY_APPLIED_EN' },
    variables: ['academy', 'name', 'applicationId'],
    content: {
      ko: lines(
        '[#{academy}] 원데이 클래스 신청 접수',
        '',
        '#{name}님, 안녕하세요.',
        '원데이 클래스 신청이 접수되었습니다. 신청해 주셔서 감사합니다.',
        '',
        '- 접수 번호: #{applicationId}',
        '',
        '희망하신 날짜와 시간을 확인한 뒤, 수업 일정이 확정되면 다시 안내해 드리겠습니다.',
      ),
      en: lines(
        '[#{academy}] One-day class application received',
        '',
        'Hello #{name},',
        'Thank you for applying for a one-day class. We have received your application.',
        '',
        '- Reference number: #{applicationId}',
        '',
        'We will check the dates and times you chose and let you know once your class is booked.',
      ),
    },
    buttons: [],
    reviewNote:
      '방문자가 무료 원데이 클래스(체험 수업)를 신청한 직후, 신청자 본인에게 1회 보내는 접수 확인 메시지입니다.',
  },
  onedayClassConfirmed: {
    codes: { ko: 'ONEDAY_CONFIRMED_KO', en: 'ONEDAY_CONFIRMED_EN' },
    variables: ['academy', 'name', 'date', 'time'],
    content: {
      ko: lines(
        '[#{academy}] 원데이 클래스 일정 확정',
        '',
        '#{name}님, 안녕하세요.',
        '신청하신 원데이 클래스 일정이 확정되었습니다.',
        '',
        '- 일시: #{date} #{time}',
        '',
        '일정을 바꾸셔야 하면 학원으로 연락해 주세요. 그날 뵙겠습니다.',
      ),
      en: lines(
        '[#{academy}] Your one-day class is booked',
        '',
        'Hello #{name},',
        'Your one-day class is booked.',
        '',
        '- When: #{date}, #{time}',
        '',
        'If you need another date, please contact the academy. See you then!',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.academyTour],
    reviewNote:
      '학원이 원데이 클래스 신청의 수업 일시를 확정했을 때 신청자에게 1회 보내는 일정 확정 안내입니다.',
  },
  onedayClassReminder: {
    codes: { ko: 'ONEDAY_REMINDER_KO', en: 'ONEDAY_REMINDER_EN' },
    variables: ['academy', 'name', 'date', 'time'],
    content: {
      ko: lines(
        '[#{academy}] 원데이 클래스 안내',
        '',
        '#{name}님, 안녕하세요.',
        '내일 원데이 클래스가 있어 알려드립니다.',
        '',
        '- 일시: #{date} #{time}',
        '',
        '학원 시설과 연락처는 아래 버튼에서 확인하실 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] Your one-day class is tomorrow',
        '',
        'Hello #{name},',
        'This is a reminder of your one-day class tomorrow.',
        '',
        '- When: #{date}, #{time}',
        '',
        'The button below shows the academy and its contact details.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.academyTour],
    reviewNote: '일시가 확정된 원데이 클래스 전날, 신청자에게 1회 보내는 일정 안내입니다.',
  },
  lessonReminder: {
    codes: { ko: 'LESSON_REMINDER_KO', en: 'LESSON_REMINDER_EN' },
    variables: ['academy', 'name', 'date', 'time', 'teacher'],
    content: {
      ko: lines(
        '[#{academy}] 수업 알림',
        '',
        '#{name}님의 내일 수업 일정을 알려드립니다.',
        '',
        '- 일시: #{date} #{time}',
        '- 강사: #{teacher} 선생님',
        '',
        '수업 일정은 아래 버튼에서 확인하실 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] Lesson reminder',
        '',
        "A reminder of tomorrow's lesson for #{name}:",
        '',
        '- When: #{date}, #{time}',
        '- Teacher: #{teacher}',
        '',
        'The button below shows the lesson schedule.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.lessonSchedule],
    reviewNote: '수강 중인 회원(어린이는 보호자)에게 수업 전날 1회 보내는 수업 일정 안내입니다.',
  },
  scheduleChangeApproved: {
    codes: { ko: 'SCHEDULE_APPROVED_KO', en: 'SCHEDULE_APPROVED_EN' },
    variables: ['academy', 'name', 'oldDate', 'oldTime', 'newDate', 'newTime'],
    content: {
      ko: lines(
        '[#{academy}] 수업 일정 변경 승인',
        '',
        '요청하신 #{name}님의 수업 일정 변경이 승인되었습니다.',
        '',
        '- 기존 일정: #{oldDate} #{oldTime}',
        '- 변경 일정: #{newDate} #{newTime}',
        '',
        '바뀐 일정과 학원의 답변은 홈페이지에서 확인하실 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] Schedule change approved',
        '',
        'The schedule change requested for #{name} has been approved.',
        '',
        '- Was: #{oldDate}, #{oldTime}',
        '- Now: #{newDate}, #{newTime}',
        '',
        "The new schedule and the academy's reply are on the academy website.",
      ),
    },
    buttons: [ALIMTALK_BUTTONS.lessonSchedule],
    reviewNote:
      '회원이 요청한 수업 일정 변경을 학원이 승인했을 때, 요청한 회원(어린이는 보호자)에게 1회 보내는 결과 안내입니다.',
  },
  scheduleChangeRejected: {
    codes: { ko: 'SCHEDULE_REJECTED_KO', en: 'SCHEDULE_REJECTED_EN' },
    variables: ['academy', 'name', 'oldDate', 'oldTime', 'newDate', 'newTime'],
    content: {
      ko: lines(
        '[#{academy}] 수업 일정 변경 요청 결과',
        '',
        '죄송합니다. 요청하신 #{name}님의 수업 일정 변경은 이번에는 어렵게 되었습니다.',
        '',
        '- 현재 일정: #{oldDate} #{oldTime}',
        '- 요청 일정: #{newDate} #{newTime}',
        '',
        '수업은 현재 일정대로 진행됩니다. 학원의 답변은 홈페이지에서 확인하실 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] About your schedule change',
        '',
        'We are sorry, but the schedule change requested for #{name} could not be approved.',
        '',
        '- Lesson: #{oldDate}, #{oldTime}',
        '- Requested: #{newDate}, #{newTime}',
        '',
        "The lesson stays as it was. The academy's reply is on the academy website.",
      ),
    },
    buttons: [ALIMTALK_BUTTONS.lessonSchedule],
    reviewNote:
      '회원이 요청한 수업 일정 변경을 학원이 받아들이지 못했을 때, 요청한 회원(어린이는 보호자)에게 1회 보내는 결과 안내입니다.',
  },
  makeupApproved: {
    codes: { ko: 'MAKEUP_APPROVED_KO', en: 'MAKEUP_APPROVED_EN' },
    variables: ['academy', 'name', 'date', 'time'],
    content: {
      ko: lines(
        '[#{academy}] 보강 수업 확정',
        '',
        '요청하신 #{name}님의 보강 수업이 확정되었습니다.',
        '',
        '- 일시: #{date} #{time}',
        '',
        '보강 수업은 홈페이지의 보강 수업 목록에서 확인하실 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] Make-up lesson booked',
        '',
        'The make-up lesson requested for #{name} is booked.',
        '',
        '- When: #{date}, #{time}',
        '',
        'You can find it with the make-up lessons on the academy website.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.makeups],
    reviewNote:
      '회원이 보강권으로 요청한 보강 수업을 학원이 승인했을 때, 요청한 회원(어린이는 보호자)에게 1회 보내는 결과 안내입니다.',
  },
  makeupRejected: {
    codes: { ko: 'MAKEUP_REJECTED_KO', en: 'MAKEUP_REJECTED_EN' },
    variables: ['academy', 'name', 'date', 'time'],
    content: {
      ko: lines(
        '[#{academy}] 보강 수업 요청 결과',
        '',
        '죄송합니다. 요청하신 #{name}님의 보강 수업은 진행이 어렵게 되었습니다.',
        '',
        '- 요청 일시: #{date} #{time}',
        '',
        '사용하신 보강권은 다시 사용하실 수 있으니 다른 시간으로 신청해 주세요.',
        '자세한 내용은 홈페이지에서 확인하실 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] About your make-up request',
        '',
        'We are sorry, but the make-up lesson requested for #{name} could not be approved.',
        '',
        '- Requested: #{date}, #{time}',
        '',
        'The make-up credit can be used again: please choose another time.',
        'The details are on the academy website.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.makeups],
    reviewNote:
      '회원이 보강권으로 요청한 보강 수업을 학원이 받아들이지 못했을 때, 요청한 회원(어린이는 보호자)에게 1회 보내는 결과 안내입니다.',
  },
  closure: {
    codes: { ko: 'CLOSURE_KO', en: 'CLOSURE_EN' },
    variables: ['academy', 'name', 'dates', 'reason'],
    content: {
      ko: lines(
        '[#{academy}] 휴원 안내',
        '',
        '아래 날짜는 학원 휴원일입니다.',
        '이날 예정된 #{name}님의 수업과 연습실 예약은 진행되지 않습니다.',
        '',
        '- 휴원일: #{dates}',
        '- 사유: #{reason}',
        '',
        '바뀐 일정과 보강권은 홈페이지에서 확인하실 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] Academy closed',
        '',
        'The academy will be closed on the day(s) below.',
        'Lessons and practice bookings for #{name} on those days will not take place.',
        '',
        '- Closed: #{dates}',
        '- Reason: #{reason}',
        '',
        'The schedule and any make-up credit are on the academy website.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.lessonSchedule],
    reviewNote:
      '학원이 휴원일을 정했을 때, 그날 수업이나 연습실 예약이 있는 회원(어린이는 보호자)에게 1회 보내는 휴원 안내입니다.',
  },
  dueIssued: {
    codes: { ko: 'DUE_ISSUED_KO', en: 'DUE_ISSUED_EN' },
    variables: ['academy', 'name', 'month', 'amount', 'dueDate'],
    content: {
      ko: lines(
        '[#{academy}] 수강료 안내',
        '',
        '#{name}님의 #{month} 수강료를 안내해 드립니다.',
        '',
        '- 금액: #{amount}',
        '- 납부 기한: #{dueDate}',
        '',
        '계좌이체, 카드 또는 학원에서 현금으로 납부하실 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] Tuition due',
        '',
        'The #{month} tuition for #{name}:',
        '',
        '- Amount: #{amount}',
        '- Due by: #{dueDate}',
        '',
        'You can pay by bank transfer, by card, or in cash at the academy.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.tuition],
    reviewNote:
      '매월 1일(첫 달은 등록할 때) 회원의 그달 수강료가 청구되면 회원(어린이는 보호자)에게 1회 보내는 청구 안내입니다.',
  },
  dueUnpaid: {
    codes: { ko: 'DUE_UNPAID_KO', en: 'DUE_UNPAID_EN' },
    variables: ['academy', 'name', 'month', 'amount', 'dueDate'],
    content: {
      ko: lines(
        '[#{academy}] 수강료 납부 안내',
        '',
        '#{name}님의 #{month} 수강료가 아직 납부되지 않아 안내해 드립니다.',
        '',
        '- 금액: #{amount}',
        '- 납부 기한: #{dueDate}',
        '',
        '이미 납부하셨다면 이 메시지는 넘기셔도 됩니다. 확인이 필요하시면 학원으로 연락해 주세요.',
      ),
      en: lines(
        '[#{academy}] Tuition reminder',
        '',
        'The #{month} tuition for #{name} has not been paid yet.',
        '',
        '- Amount: #{amount}',
        '- Due by: #{dueDate}',
        '',
        'If you have already paid, please disregard this message, or let the academy know.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.tuition],
    reviewNote:
      '그달 수강료가 아직 납부되지 않은 회원(어린이는 보호자)에게, 학원 직원이 납부 안내를 보낼 때(하루 최대 1회) 보내는 메시지입니다.',
  },
  duePaid: {
    codes: { ko: 'DUE_PAID_KO', en: 'DUE_PAID_EN' },
    variables: ['academy', 'name', 'month', 'amount', 'paidDate', 'method'],
    content: {
      ko: lines(
        '[#{academy}] 수강료 납부 확인',
        '',
        '#{name}님의 #{month} 수강료 납부가 확인되었습니다. 감사합니다.',
        '',
        '- 금액: #{amount}',
        '- 납부일: #{paidDate}',
        '- 납부 방법: #{method}',
      ),
      en: lines(
        '[#{academy}] Payment received',
        '',
        'We have received the #{month} tuition for #{name}. Thank you.',
        '',
        '- Amount: #{amount}',
        '- Paid on: #{paidDate}',
        '- Method: #{method}',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.tuition],
    reviewNote:
      '학원이 회원의 수강료 납부를 확인해 기록했을 때, 회원(어린이는 보호자)에게 1회 보내는 납부 확인 메시지입니다.',
  },
  paymentRefunded: {
    codes: { ko: 'PAYMENT_REFUNDED_KO', en: 'PAYMENT_REFUNDED_EN' },
    variables: ['academy', 'name', 'month', 'amount', 'date'],
    content: {
      ko: lines(
        '[#{academy}] 수강료 환불 안내',
        '',
        '#{name}님의 #{month} 수강료 온라인 결제에서 환불이 처리되었습니다.',
        '',
        '- 환불 금액: #{amount}',
        '- 환불일: #{date}',
        '',
        '카드사에 따라 승인 취소가 반영되기까지 며칠 걸릴 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] Tuition refund',
        '',
        'A refund of the #{month} tuition paid online for #{name} has been made.',
        '',
        '- Amount refunded: #{amount}',
        '- Refunded on: #{date}',
        '',
        'Your card company may take a few days to show it.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.tuition],
    reviewNote:
      '학원이 회원이 온라인으로 결제한 수강료를 전부 또는 일부 환불했을 때, 결제한 회원(어린이는 보호자)에게 환불마다 1회 보내는 안내입니다.',
  },
  virtualAccountIssued: {
    codes: { ko: 'VACCOUNT_ISSUED_KO', en: 'VACCOUNT_ISSUED_EN' },
    variables: ['academy', 'name', 'month', 'amount', 'bank', 'accountNumber', 'depositDeadline'],
    content: {
      ko: lines(
        '[#{academy}] 수강료 가상계좌 안내',
        '',
        '#{name}님의 #{month} 수강료 입금 계좌가 발급되었습니다.',
        '',
        '- 은행: #{bank}',
        '- 계좌번호: #{accountNumber}',
        '- 금액: #{amount}',
        '- 입금 기한: #{depositDeadline}',
        '',
        '기한이 지나면 이 계좌로는 입금되지 않습니다.',
      ),
      en: lines(
        '[#{academy}] Virtual account for tuition',
        '',
        'An account to pay the #{month} tuition for #{name} has been issued.',
        '',
        '- Bank: #{bank}',
        '- Account number: #{accountNumber}',
        '- Amount: #{amount}',
        '- Pay by: #{depositDeadline}',
        '',
        'After the deadline this account takes no deposit.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.tuition],
    reviewNote:
      '회원(어린이는 보호자)이 수강료를 가상계좌로 내겠다고 요청해 계좌가 발급되었을 때, 요청한 회원에게 1회 보내는 입금 계좌 안내입니다.',
  },
  virtualAccountExpired: {
    codes: { ko: 'VACCOUNT_EXPIRED_KO', en: 'VACCOUNT_EXPIRED_EN' },
    variables: ['academy', 'name', 'month', 'amount', 'depositDeadline'],
    content: {
      ko: lines(
        '[#{academy}] 가상계좌 입금 기한 만료',
        '',
        '#{name}님의 #{month} 수강료 가상계좌가 입금 없이 기한(#{depositDeadline})이 지나 닫혔습니다.',
        '',
        '- 금액: #{amount}',
        '',
        '수강료 화면에서 새 계좌를 받거나 다른 방법으로 납부해 주세요.',
      ),
      en: lines(
        '[#{academy}] Virtual account expired',
        '',
        'The virtual account for the #{month} tuition for #{name} closed unpaid at its deadline (#{depositDeadline}).',
        '',
        '- Amount: #{amount}',
        '',
        'Please get a new account from your tuition, or pay another way.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.tuition],
    reviewNote:
      '회원이 발급받은 수강료 가상계좌에 기한까지 입금이 없어 계좌가 닫혔을 때, 그 회원(어린이는 보호자)에게 1회 보내는 안내입니다.',
  },
  arrived: {
    codes: { ko: 'ARRIVED_KO', en: 'ARRIVED_EN' },
    variables: ['academy', 'child', 'checkedInAt'],
    content: {
      ko: lines(
        '[#{academy}] 도착 알림',
        '',
        '#{child} 학생이 #{checkedInAt}에 학원에 도착해 출석 체크를 했습니다.',
      ),
      en: lines(
        '[#{academy}] Arrived at the academy',
        '',
        '#{child} checked in at the academy at #{checkedInAt}.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.attendance],
    reviewNote:
      '학생이 학원 입구의 출석 체크 기기에 번호를 입력했을 때, 보호자에게 1회 보내는 도착 알림입니다.',
  },
  notArrived: {
    codes: { ko: 'NOT_ARRIVED_KO', en: 'NOT_ARRIVED_EN' },
    variables: ['academy', 'child', 'time'],
    content: {
      ko: lines(
        '[#{academy}] 미도착 알림',
        '',
        '#{child} 학생의 #{time} 수업이 시작되었지만 아직 출석 체크가 되지 않았습니다.',
        '늦거나 오지 못하는 경우 학원으로 연락해 주세요.',
      ),
      en: lines(
        '[#{academy}] Not arrived yet',
        '',
        "#{child}'s #{time} lesson has started, but they have not checked in yet.",
        'If they are running late or cannot come, please let the academy know.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.attendance],
    reviewNote:
      '수업이 시작되고 15분이 지나도록 학생의 출석 체크가 없을 때, 보호자에게 하루 1회 보내는 미도착 알림입니다.',
  },
  inquiryAnswered: {
    codes: { ko: 'INQUIRY_ANSWERED_KO', en: 'INQUIRY_ANSWERED_EN' },
    variables: ['academy', 'nickname', 'subject'],
    content: {
      ko: lines(
        '[#{academy}] 문의 답변 안내',
        '',
        '#{nickname}님, 남겨주신 문의에 답변이 등록되었습니다.',
        '',
        '- 제목: #{subject}',
        '',
        '문의 확인 화면에서 닉네임으로 문의를 찾고 비밀번호를 입력하시면 답변을 보실 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] Your inquiry was answered',
        '',
        'Hello #{nickname}, the academy has replied to your inquiry.',
        '',
        '- Subject: #{subject}',
        '',
        'On the inquiry page, find your inquiry by nickname and enter its password to read the reply.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.inquiryReply],
    reviewNote:
      '방문자가 홈페이지에 남긴 문의에 학원이 답변을 등록했을 때, 문의한 사람에게 1회 보내는 답변 등록 안내입니다.',
  },
  announcement: {
    codes: { ko: 'ANNOUNCEMENT_KO', en: 'ANNOUNCEMENT_EN' },
    variables: ['academy', 'title'],
    content: {
      ko: lines(
        '[#{academy}] 공지 안내',
        '',
        '학원 공지가 등록되었습니다.',
        '',
        '- 제목: #{title}',
        '',
        '전체 내용은 홈페이지에서 확인해 주세요.',
      ),
      en: lines(
        '[#{academy}] New notice',
        '',
        'The academy has posted a notice.',
        '',
        '- Title: #{title}',
        '',
        'Please read the whole notice on the academy website.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.announcement],
    reviewNote:
      '학원 운영 공지(휴원, 일정 변경, 시설 안내 등)를 등록했을 때 수강 중인 회원에게 보내는 안내입니다. 광고나 홍보 내용은 보내지 않습니다.',
  },
  lessonNoteWritten: {
    codes: { ko: 'LESSON_NOTE_KO', en: 'LESSON_NOTE_EN' },
    variables: ['academy', 'name', 'date', 'piece'],
    content: {
      ko: lines(
        '[#{academy}] 레슨 노트 안내',
        '',
        '#{name}님의 레슨 노트가 등록되었습니다.',
        '',
        '- 수업일: #{date}',
        '- 연습 곡: #{piece}',
        '',
        '목표 템포와 숙제는 홈페이지의 수업 일정에서 확인하실 수 있습니다.',
      ),
      en: lines(
        '[#{academy}] Lesson note',
        '',
        'The teacher has written the note of the lesson for #{name}.',
        '',
        '- Lesson: #{date}',
        '- Piece: #{piece}',
        '',
        'The target tempo and the homework are with your lessons on the academy website.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.lessonSchedule],
    reviewNote:
      '담당 강사가 회원의 수업 후 레슨 노트(연습 곡, 목표 템포, 숙제)를 처음 작성했을 때, 회원(어린이는 보호자)에게 1회 보내는 수업 내용 안내입니다.',
  },
  /*
   * Staff alerts (docs/decisions/0042): to the staff accounts that chose them, about a request
   * that waits for staff. Information only: who asked, what and when, and the staff page.
   */
  staffLessonApplication: {
    codes: { ko: 'STAFF_LESSON_NEW_KO', en: 'STAFF_LESSON_NEW_EN' },
    variables: ['academy', 'applicant', 'applicationId'],
    content: {
      ko: lines(
        '[#{academy}] 새 정규 레슨 신청',
        '',
        '정규 레슨 신청이 접수되었습니다.',
        '',
        '- 신청자: #{applicant}',
        '- 접수 번호: #{applicationId}',
        '',
        '관리 화면에서 신청 내용을 확인하고 신청자에게 연락해 주세요.',
      ),
      en: lines(
        '[#{academy}] New lesson application',
        '',
        'A regular lesson application has been received.',
        '',
        '- Applicant: #{applicant}',
        '- Reference number: #{applicationId}',
        '',
        'Please review it in the back office and contact the applicant.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.staffLessonRequests],
    reviewNote:
      '방문자가 홈페이지에서 정규 레슨을 신청했을 때, 이 알림을 받기로 직접 동의한 학원 직원에게 1회 보내는 접수 알림입니다.',
  },
  staffOnedayApplication: {
    codes: { ko: 'STAFF_ONEDAY_NEW_KO', en: 'STAFF_ONEDAY_NEW_EN' },
    variables: ['academy', 'applicant', 'applicationId'],
    content: {
      ko: lines(
        '[#{academy}] 새 원데이클래스 신청',
        '',
        '원데이클래스 신청이 접수되었습니다.',
        '',
        '- 신청자: #{applicant}',
        '- 접수 번호: #{applicationId}',
        '',
        '관리 화면에서 신청 내용을 확인하고 수업 일정을 정해 주세요.',
      ),
      en: lines(
        '[#{academy}] New one-day class application',
        '',
        'A one-day class application has been received.',
        '',
        '- Applicant: #{applicant}',
        '- Reference number: #{applicationId}',
        '',
        'Please review it in the back office and set the class date.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.staffOnedayRequests],
    reviewNote:
      '방문자가 홈페이지에서 원데이클래스를 신청했을 때, 이 알림을 받기로 직접 동의한 학원 직원에게 1회 보내는 접수 알림입니다.',
  },
  staffInquiry: {
    codes: { ko: 'STAFF_INQUIRY_NEW_KO', en: 'STAFF_INQUIRY_NEW_EN' },
    variables: ['academy', 'nickname', 'subject'],
    content: {
      ko: lines(
        '[#{academy}] 새 문의 등록',
        '',
        '홈페이지에 새 문의가 등록되었습니다.',
        '',
        '- 작성자: #{nickname}',
        '- 제목: #{subject}',
        '',
        '관리 화면에서 문의를 확인하고 답변해 주세요.',
      ),
      en: lines(
        '[#{academy}] New inquiry',
        '',
        'A new inquiry has been posted on the website.',
        '',
        '- From: #{nickname}',
        '- Subject: #{subject}',
        '',
        'Please read and answer it in the back office.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.staffInquiries],
    reviewNote:
      '방문자가 홈페이지에 문의를 남겼을 때, 이 알림을 받기로 직접 동의한 학원 직원에게 1회 보내는 등록 알림입니다.',
  },
  staffScheduleChange: {
    codes: { ko: 'STAFF_RESCHEDULE_KO', en: 'STAFF_RESCHEDULE_EN' },
    variables: ['academy', 'member', 'oldDate', 'newDate', 'newTime'],
    content: {
      ko: lines(
        '[#{academy}] 수업 일정 변경 요청',
        '',
        '#{member} 회원이 수업 일정 변경을 요청했습니다.',
        '',
        '- 기존 수업일: #{oldDate}',
        '- 요청 일시: #{newDate} #{newTime}',
        '',
        '관리 화면에서 요청을 확인하고 승인 여부를 정해 주세요.',
      ),
      en: lines(
        '[#{academy}] Schedule change request',
        '',
        '#{member} has asked to move a lesson.',
        '',
        '- Lesson day: #{oldDate}',
        '- Asked for: #{newDate} #{newTime}',
        '',
        'Please review the request in the back office.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.staffScheduleChanges],
    reviewNote:
      '회원이 수업 일정 변경을 요청했을 때, 이 알림을 받기로 직접 동의한 학원 직원에게 1회 보내는 요청 알림입니다.',
  },
  staffMakeupRequest: {
    codes: { ko: 'STAFF_MAKEUP_REQ_KO', en: 'STAFF_MAKEUP_REQ_EN' },
    variables: ['academy', 'member', 'date', 'time'],
    content: {
      ko: lines(
        '[#{academy}] 보강 신청',
        '',
        '#{member} 회원이 보강 수업을 신청했습니다.',
        '',
        '- 신청 일시: #{date} #{time}',
        '',
        '관리 화면에서 신청을 확인하고 승인 여부를 정해 주세요.',
      ),
      en: lines(
        '[#{academy}] Make-up lesson request',
        '',
        '#{member} has asked for a make-up lesson.',
        '',
        '- Asked for: #{date} #{time}',
        '',
        'Please review the request in the back office.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.staffDashboard],
    reviewNote:
      '회원이 보강 수업을 신청했을 때, 이 알림을 받기로 직접 동의한 학원 직원에게 1회 보내는 신청 알림입니다.',
  },
  staffPauseRequest: {
    codes: { ko: 'STAFF_PAUSE_REQ_KO', en: 'STAFF_PAUSE_REQ_EN' },
    variables: ['academy', 'member', 'period'],
    content: {
      ko: lines(
        '[#{academy}] 휴원 신청',
        '',
        '#{member} 회원이 휴원을 신청했습니다.',
        '',
        '- 휴원 기간: #{period}',
        '',
        '관리 화면에서 신청을 확인하고 승인 여부를 정해 주세요.',
      ),
      en: lines(
        '[#{academy}] Pause request',
        '',
        '#{member} has asked to pause lessons.',
        '',
        '- Months: #{period}',
        '',
        'Please review the request in the back office.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.staffPauses],
    reviewNote:
      '회원이 휴원을 신청했을 때, 이 알림을 받기로 직접 동의한 학원 직원에게 1회 보내는 신청 알림입니다.',
  },
  staffDeletionRequest: {
    codes: { ko: 'STAFF_DELETE_REQ_KO', en: 'STAFF_DELETE_REQ_EN' },
    variables: ['academy', 'member'],
    content: {
      ko: lines(
        '[#{academy}] 개인정보 삭제 요청',
        '',
        '#{member} 회원의 개인정보 삭제 요청이 접수되었습니다.',
        '',
        '관리 화면에서 요청을 확인하고 처리해 주세요.',
      ),
      en: lines(
        '[#{academy}] Data deletion request',
        '',
        'A request to delete the personal data of #{member} has been received.',
        '',
        'Please review and handle it in the back office.',
      ),
    },
    buttons: [ALIMTALK_BUTTONS.staffDashboard],
    reviewNote:
      '회원이나 보호자가 개인정보 삭제를 요청했을 때, 이 알림을 받기로 직접 동의한 학원 직원에게 1회 보내는 요청 알림입니다.',
  },
} as const satisfies Record<TTextMessageKind, TKindSpec>;

/** The variables of a kind's templates (the same in both languages). */
export type TAlimtalkVariablesOf<TKind extends TTextMessageKind> =
  (typeof KINDS)[TKind]['variables'][number];

export type TAlimtalkKindTemplates<TVariable extends TAlimtalkVariable = TAlimtalkVariable> =
  Record<TAlimtalkLanguage, TAlimtalkTemplate<TVariable>>;

export type TAlimtalkCatalog = {
  [TKind in TTextMessageKind]: TAlimtalkKindTemplates<TAlimtalkVariablesOf<TKind>>;
};

function templatesOf(kind: TTextMessageKind, spec: TKindSpec): TAlimtalkKindTemplates {
  const template = (language: TAlimtalkLanguage): TAlimtalkTemplate => ({
    kind,
    language,
    code: spec.codes[language],
    content: spec.content[language],
    variables: spec.variables,
    buttons: spec.buttons.map((button) => ({
      type: 'WL',
      name: ALIMTALK_BUTTON_NAMES[button.name][language],
      path: button.path,
    })),
    reviewNote: language === 'ko' ? spec.reviewNote : `${spec.reviewNote} ${ENGLISH_NOTE}`,
    secure: spec.secure ?? false,
  });
  return { ko: template('ko'), en: template('en') };
}

/**
 * The 알림톡 templates of every text message, in Korean and in English
 * (docs/product/text-messages.md). The pipeline picks the language as it does for e-mail.
 */
export const ALIMTALK_TEMPLATES = Object.fromEntries(
  TEXT_MESSAGE_KINDS.map((kind) => [kind, templatesOf(kind, KINDS[kind])]),
) as TAlimtalkCatalog;

/** Every template, Korean and English, for registering them at the provider. */
export const ALL_ALIMTALK_TEMPLATES: readonly TAlimtalkTemplate[] = TEXT_MESSAGE_KINDS.flatMap(
  (kind) => [ALIMTALK_TEMPLATES[kind].ko, ALIMTALK_TEMPLATES[kind].en],
);

/** The template of a kind in a person's language (`ENG` → English, otherwise Korean). */
export function alimtalkTemplateOf<TKind extends TTextMessageKind>(
  kind: TKind,
  language: TLanguage,
): TAlimtalkCatalog[TKind]['ko'] {
  return ALIMTALK_TEMPLATES[kind][language === 'ENG' ? 'en' : 'ko'];
}
