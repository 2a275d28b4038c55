/** Words of the front-desk check-in kiosk and of staff's check-in codes. */
export const koCheckin = {
  kiosk: {
    title: '출석 체크인',
    lead: '체크인 코드 4자리를 입력해주세요.',
    codeLabel: '체크인 코드',
    keypadLabel: '숫자 키패드',
    clear: '지우기',
    backspace: '한 칸 지우기',
    submit: '출석',
    sending: '확인 중…',
    checkedIn: '{name}님 출석했습니다',
    alreadyCheckedIn: '{name}님은 오늘 이미 출석했습니다',
    lessonAt: '{time} 수업',
    failed: '체크인하지 못했습니다. 데스크에 물어봐주세요.',
    exit: '체크인 화면 나가기',
  },
  dashboard: {
    open: '출석 체크인 화면 열기',
  },
  code: {
    action: '{name} 체크인 코드',
    actionShort: '체크인 코드',
    title: '{name} 체크인 코드',
    none: '아직 코드가 없습니다.',
    reset: '새 코드 만들기',
    issue: '코드 만들기',
    loadFailed: '체크인 코드를 불러오지 못했습니다.',
    resetFailed: '새 코드를 만들지 못했습니다.',
    close: '닫기',
  },
};
