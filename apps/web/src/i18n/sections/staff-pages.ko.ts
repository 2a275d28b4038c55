/** The titles and descriptions of the staff pages, in Korean. */
export const koStaffPages = {
  staffDashboard: {
    title: '대시보드',
    description: '최근 알림을 확인하고 회원에게 공지를 보내세요.',
  },
  staffUsers: {
    title: '회원 관리',
    description: '등록된 회원의 연락처와 레슨 요일·시간, 상태를 관리합니다.',
  },
  staffAccounts: {
    title: '직원 관리',
    description: '선생님과 관리자 계정을 만들고, 정보와 역할을 수정하거나 삭제합니다.',
  },
  staffAnnouncements: {
    title: '공지',
    description: '보낸 공지와 받는 사람, 받은 인원을 확인하고 새 공지를 보냅니다.',
  },
  staffTextMessages: {
    title: '알림톡 템플릿',
    description:
      '알림톡 템플릿의 등록 내용과 검수 상태를 확인하고, 발송사와 동기화하거나 테스트로 보내 봅니다.',
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
    description: '한 주의 레슨별 출석을 기록합니다. 학원 사정 휴강과 연락 결석은 보강권이 됩니다.',
  },
  staffLessonSchedule: {
    title: '레슨 일정',
    description: '정규 레슨과 개인 일정을 달력에서 한눈에 관리합니다.',
  },
  staffClosures: {
    title: '휴원일',
    description:
      '학원이 쉬는 날을 지정하거나 지우고, 다가오는 공휴일을 한 번에 휴원일로 지정합니다.',
  },
  staffMakeups: {
    title: '보강',
    description:
      '회원의 보강권과 보강 수업을 확인하고, 보강권을 지급·취소하고 보강 요청을 처리합니다.',
  },
};
