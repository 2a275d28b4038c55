/** Words of announcements: the group to send to, the confirmation and staff's history page. */
export const koAnnouncements = {
  audience: {
    legend: '받는 사람',
    kinds: {
      all: '전체 회원',
      weekday: '요일별 수강생',
      teacher: '선생님별 수강생',
      guardians: '보호자만',
    },
    hints: {
      all: '활성 상태인 모든 회원에게 보냅니다.',
      weekday: '고른 요일에 정규 레슨이 있는 회원에게 보냅니다.',
      teacher: '고른 선생님이 담당하는 회원에게 보냅니다.',
      guardians: '수강 중인 자녀가 있는 보호자 본인에게 보냅니다.',
    },
    weekday: '요일',
    teacher: '담당 선생님',
    chooseWeekday: '보낼 요일을 골라주세요.',
    chooseTeacher: '담당 선생님을 골라주세요.',
    teachersLoading: '선생님 목록을 불러오는 중입니다…',
    teachersFailed:
      '선생님 목록을 불러오지 못했습니다. 다른 대상을 고르거나 잠시 후 다시 시도해주세요.',
  },
  /** How a group is named in the confirmation and the history. */
  groups: {
    all: '전체 회원',
    weekday: '{weekday} 수강생',
    teacher: '{teacher} 선생님의 수강생',
    teacherGone: '삭제된 선생님의 수강생',
    guardians: '보호자',
  },
  confirm: {
    title: '공지를 보낼까요?',
    description: '{group} {count}명에게 보냅니다. 보낸 공지는 수정하거나 삭제할 수 없습니다.',
    back: '돌아가기',
    send: '{count}명에게 보내기',
    counting: '받는 사람을 세는 중…',
  },
  countFailed: '받는 사람 수를 확인하지 못했습니다. 잠시 후 다시 시도해주세요.',
  history: {
    newAnnouncement: '새 공지 보내기',
    listLabel: '보낸 공지',
    empty: '아직 보낸 공지가 없습니다.',
    loading: '보낸 공지를 불러오는 중입니다…',
    total: '모두 {count}건',
    group: '받는 사람',
    reachedLabel: '받은 인원',
    reached: '{count}명',
    sentBy: '보낸 사람',
    sentByGone: '삭제된 직원',
    sentAt: '보낸 때',
    korean: '한국어',
    english: '영어',
    showText: '내용 보기',
  },
};
