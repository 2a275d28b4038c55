/** The titles and descriptions of the member pages, in Korean. */
export const koMemberPages = {
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
};
