/** /admin/practice-booking: every practice-room session by month, with a detail sidebar (docs/product/screens-and-routes.md). */
export const koStaffPractice = {
  calendarLabel: '연습실 예약 달력',
  closedDay: '휴원일',
  loading: '예약을 불러오는 중입니다…',
  loadFailed: '연습실 예약을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  monthTotal: '이 달 예약 {count}건',
  /** The short room name in a calendar event, e.g. "연습실 1". */
  roomShort: '연습실 {number}',
  /** A calendar event, e.g. "연습실 1 · 김민준 19:00". */
  eventTitle: '{room} · {name} {time}',
  /** Read out for an event: its title and status, e.g. "연습실 1 · 김민준 19:00, 예약됨". */
  eventLabel: '{title}, {status}',
  timeRange: '{start} – {end}',
  unknownMember: '이름 없음',
  sidebar: {
    label: '예약 상세',
    prompt: '달력에서 날짜나 예약을 선택하면 자세한 내용이 여기에 표시됩니다.',
    dayHeading: '{date} 예약',
    dayCount: '예약 {count}건',
    dayEmpty: '이 날은 예약이 없습니다.',
    dayListLabel: '{date} 예약 목록',
    sessionHeading: '예약 상세',
    backToDay: '이 날의 예약 모두 보기',
  },
  facts: {
    room: '연습실',
    member: '회원',
    date: '날짜',
    time: '시간',
    status: '상태',
    notes: '메모',
    notesNone: '없음',
  },
};
