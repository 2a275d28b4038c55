import { koApplications } from './sections/applications.ko';
import { koAttendance } from './sections/attendance.ko';
import { koInquiries } from './sections/inquiries.ko';
import { koMember } from './sections/member.ko';
import { koSite } from './sections/site.ko';
import { koStaffCalendar } from './sections/staff-calendar.ko';
import { koStaffDashboard } from './sections/staff-dashboard.ko';
import { koStaffLessons } from './sections/staff-lessons.ko';
import { koStaffRequests } from './sections/staff-requests.ko';
import { koTuition } from './sections/tuition.ko';
import { koMakeups } from './sections/makeups.ko';
import { koEmailChange } from './sections/email-change.ko';

export const ko = {
  site: koSite,
  applications: koApplications,
  inquiries: koInquiries,
  member: koMember,
  staffDashboard: koStaffDashboard,
  staffCalendar: koStaffCalendar,
  staffLessons: koStaffLessons,
  staffRequests: koStaffRequests,
  tuition: koTuition,
  attendance: koAttendance,
  makeups: koMakeups,
  emailChange: koEmailChange,
  brand: {
    name: '드럼 아카데미',
    tagline: '처음 스틱을 잡는 날부터 무대에 서는 날까지, 1:1로 함께합니다.',
    documentTitle: '{page} | 드럼 아카데미',
  },
  common: {
    skipToContent: '본문으로 바로가기',
    pageLoading: '페이지를 불러오는 중입니다…',
    menu: '메뉴',
    closeMenu: '메뉴 닫기',
    mainNavigation: '주요 메뉴',
    sidebarNavigation: '전체 메뉴',
    goHomeLabel: '{name} 홈으로',
    goDashboardLabel: '{name} 대시보드로',
  },
  language: {
    switchTo: 'English',
    switchLabel: '영어로 보기',
    forcedNotice: '외국인 회원은 영어로 표시됩니다',
  },
  nav: {
    home: '홈',
    academyTour: '학원 둘러보기',
    instructors: '강사 소개',
    lessonRequest: '레슨 신청',
    oneDayClass: '원데이 클래스',
    contact: '문의하기',
    inquiryCheck: '문의 확인',
    login: '로그인',
    myPage: '내 정보',
    scheduleChange: '일정 변경 신청',
    practiceBooking: '연습실 예약',
    changePassword: '비밀번호 변경',
    dashboard: '대시보드',
    users: '회원 관리',
    teachers: '직원 관리',
    jobs: '자동 작업',
    lessonRequests: '레슨 신청',
    onedayRequests: '원데이 신청',
    lessonScheduleChanges: '일정 변경',
    contacts: '문의 관리',
    lessonSchedule: '레슨 일정',
    practiceStatus: '연습실 현황',
    tuition: '수강료',
    attendance: '출석',
    pendingBadge: '대기 {count}건',
    unpaidBadge: '미납 {count}명',
  },
  account: {
    greeting: '{name}님, 안녕하세요',
    greetingWithoutName: '안녕하세요',
    logout: '로그아웃',
    loggingOut: '로그아웃 중…',
  },
  footer: {
    inquiryHeading: '상담 안내',
    officeHoursLabel: '상담 시간',
    officeHours: '월–금 09:00–18:00',
    lessonHoursLabel: '레슨 시간',
    lessonHoursWeekday: '평일 10:00–22:00',
    lessonHoursWeekend: '주말 09:00–18:00',
    replyPromise: '남겨주신 문의는 영업일 기준 1–2일 이내에 답변드립니다.',
    policiesHeading: '정책',
    privacyPolicy: '개인정보처리방침',
    termsOfService: '이용약관',
    copyright: '© {year} 드럼 아카데미. All rights reserved.',
  },
  floatingWidget: {
    label: '빠른 문의',
  },
  auth: {
    checkingSession: '로그인 상태를 확인하고 있습니다…',
    login: {
      loginIdLabel: '아이디 또는 전화번호',
      loginIdHint: '전화번호는 숫자만 입력해도 됩니다.',
      passwordLabel: '비밀번호',
      submit: '로그인',
      submitting: '로그인 중…',
      helpLabel: '로그인 도움말',
      forgotPassword: '비밀번호 찾기',
      contact: '학원에 문의하기',
      home: '홈으로',
    },
    forgotPassword: {
      stepsLabel: '비밀번호 찾기 단계',
      stepDone: '(완료)',
      steps: {
        email: '이메일 입력',
        verification: '인증번호 확인',
        newPassword: '새 비밀번호',
        complete: '완료',
      },
      emailTitle: '가입한 이메일을 입력하세요',
      emailLabel: '이메일',
      emailHint: '계정에 등록된 이메일로 6자리 인증번호를 보내드립니다.',
      sendCode: '인증번호 받기',
      sendingCode: '보내는 중…',
      verificationTitle: '인증번호를 입력하세요',
      codeSentTo: '{email}(으)로 인증번호를 보냈습니다.',
      codeLabel: '인증번호',
      codeHint: '숫자 6자리, {minutes}분 동안 유효합니다.',
      timeLeft: '남은 시간 {time}',
      codeExpired: '인증 시간이 지났습니다. 인증번호를 다시 받아주세요.',
      verify: '인증하기',
      verifying: '확인 중…',
      resend: '인증번호 다시 받기',
      resending: '다시 보내는 중…',
      codeLinkHint: '이메일에 있는 링크를 열어 계속할 수도 있습니다.',
      linkTitle: '이메일 링크로 본인 확인',
      linkLead:
        '받은 이메일의 링크로 들어오셨습니다. 비밀번호 재설정을 요청하셨다면 아래 버튼을 눌러 본인임을 확인하고 새 비밀번호를 정하세요.',
      linkConfirm: '본인 확인하고 계속하기',
      linkConfirming: '확인 중…',
      restart: '처음부터 다시 하기',
      changeEmail: '이메일 다시 입력',
      newPasswordTitle: '새 비밀번호를 정하세요',
      newPasswordLabel: '새 비밀번호',
      newPasswordHint: '6자 이상 입력하세요.',
      confirmPasswordLabel: '새 비밀번호 확인',
      submitReset: '비밀번호 재설정',
      resetting: '재설정 중…',
      completeTitle: '비밀번호를 재설정했습니다',
      completeMessage: '새 비밀번호로 다시 로그인해 주세요.',
      goToLogin: '로그인하러 가기',
      backToLogin: '로그인으로 돌아가기',
    },
    changePassword: {
      currentPasswordLabel: '현재 비밀번호',
      newPasswordLabel: '새 비밀번호',
      newPasswordHint: '6자 이상 입력하세요.',
      confirmPasswordLabel: '새 비밀번호 확인',
      submit: '비밀번호 변경',
      submitting: '변경 중…',
    },
    newPassword: {
      currentPasswordLabel: '임시 비밀번호',
      submit: '새 비밀번호 저장',
    },
  },
  errors: {
    title: '화면을 표시하지 못했습니다',
    unexpected: '예상하지 못한 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    chunkLoad: '화면({chunk})을 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
    reload: '새로고침',
    goHome: '홈으로 가기',
  },
  pages: {
    lessonRequest: {
      title: '정규 레슨 신청',
      description:
        '주 1회 1:1 정규 레슨을 신청하세요. 가능한 요일과 시간을 많이 알려주실수록 빠르게 배정해 드립니다.',
    },
    oneDayClass: {
      title: '원데이 클래스',
      description: '부담 없이 드럼을 직접 체험해 보세요. 원데이 클래스는 무료입니다.',
    },
    contact: {
      title: '문의하기',
      description: '궁금한 점을 남겨주시면 영업일 기준 1–2일 이내에 답변드립니다.',
    },
    inquiryCheck: {
      title: '문의 확인',
      description: '자주 묻는 질문을 살펴보고, 남기신 문의의 답변을 확인하세요.',
    },
    login: {
      title: '로그인',
      description: '아이디 또는 휴대폰 번호와 비밀번호로 로그인하세요.',
    },
    forgotPassword: {
      title: '비밀번호 찾기',
      description: '가입하신 이메일로 본인 확인을 마친 뒤 새 비밀번호를 설정하세요.',
    },
    changePassword: {
      title: '비밀번호 변경',
      description: '현재 비밀번호를 확인한 뒤 6자 이상의 새 비밀번호로 변경하세요.',
    },
    newPassword: {
      title: '새 비밀번호 설정',
      description:
        '임시 비밀번호로 로그인했습니다. 받은 임시 비밀번호를 입력하고 직접 정한 새 비밀번호를 저장해야 다른 화면을 이용할 수 있습니다.',
    },
    memberDashboard: {
      title: '내 정보',
      description: '내 정보와 레슨 요일·시간, 새 알림을 한눈에 확인하세요.',
    },
    memberLessonSchedule: {
      title: '레슨 일정 변경 신청',
      description: '앞으로 4주 안의 레슨을 원하는 날짜와 시간으로 변경 요청하세요.',
    },
    memberPracticeBooking: {
      title: '연습실 예약',
      description: '날짜와 시간을 골라 연습실을 예약하세요. 예약은 1시간부터 가능합니다.',
    },
    staffDashboard: {
      title: '대시보드',
      description: '최근 알림을 확인하고 전체 회원에게 공지를 보내세요.',
    },
    staffUsers: {
      title: '회원 관리',
      description: '등록된 회원의 연락처와 레슨 요일·시간, 상태를 관리합니다.',
    },
    staffAccounts: {
      title: '직원 관리',
      description: '선생님과 관리자 계정을 만들고, 정보와 역할을 수정하거나 삭제합니다.',
    },
    staffJobs: {
      title: '자동 작업',
      description:
        '연습실 이용 완료 처리 같은 자동 작업의 일정, 최근 실행과 실패를 확인하고 필요하면 바로 실행합니다.',
    },
    staffTuition: {
      title: '수강료',
      description:
        '달마다 회원별 수강료의 납부 여부를 기록하고, 금액을 조정하고, 미납 회원에게 안내를 보냅니다.',
    },
    staffLessonApplications: {
      title: '레슨 신청 관리',
      description: '접수된 정규 레슨 신청을 검토하고 승인하거나 거절합니다.',
    },
    staffOnedayRequests: {
      title: '원데이 클래스 신청 관리',
      description: '원데이 클래스 신청자에게 연락하고 수업 일정을 확정합니다.',
    },
    staffLessonScheduleChanges: {
      title: '일정 변경 요청',
      description: '회원이 보낸 레슨 일정 변경 요청을 확인하고 처리합니다.',
    },
    staffInquiries: {
      title: '문의 관리',
      description: '접수된 문의를 확인하고 답변을 등록합니다.',
    },
    staffPracticeBooking: {
      title: '연습실 현황',
      description: '월별 연습실 예약 현황과 세부 내역을 확인합니다.',
    },
    staffAttendance: {
      title: '출석',
      description:
        '한 주의 레슨별 출석을 기록합니다. 학원 사정 휴강과 연락 결석은 보강권이 됩니다.',
    },
    staffLessonSchedule: {
      title: '레슨 일정',
      description: '정규 레슨과 개인 일정을 달력에서 한눈에 관리합니다.',
    },
    notFound: {
      title: '페이지를 찾을 수 없습니다',
      description: '주소가 바뀌었거나 삭제된 페이지입니다. 입력하신 주소를 다시 확인해 주세요.',
      goHome: '홈으로 돌아가기',
      helpfulLinks: '이런 페이지는 어떠세요?',
      homeLink: '홈',
      homeLinkHint: '학원 소개와 레슨 프로그램',
      inquiryLink: '문의하기',
      inquiryLinkHint: '궁금한 점을 직접 물어보세요',
    },
  },
};
