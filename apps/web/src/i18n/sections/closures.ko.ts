/** Words of the closed-days page (/admin/closures): the coming public holidays and the calendar's marks. */
export const koClosures = {
  calendarLink: '휴원일 관리',
  calendarLinkLead: '휴원일 지정과 공휴일 목록은 휴원일 화면에 있습니다.',
  holidays: {
    heading: '다가오는 공휴일',
    lead: '앞으로 12개월의 공휴일입니다. 휴원하는 날은 한 번에 휴원일로 지정할 수 있습니다.',
    empty: '앞으로 12개월 안에 알려진 공휴일이 없습니다. 공휴일 목록을 갱신해야 할 수 있습니다.',
    declare: '휴원일로 지정',
    declareLabel: '{date} {name} 휴원일로 지정',
    declareConfirm:
      '{date} {name}을(를) 휴원일로 지정할까요? 그날의 레슨 회원에게 알림이 가고 연습실 예약은 취소됩니다.',
    declareFailed: '휴원일로 지정하지 못했습니다.',
    declared: '휴원일로 지정됨',
  },
  /** Read with a day of the staff calendar and shown in it. */
  holidayMark: '공휴일',
};
