/** Words of deletion requests: the member's personal-data card and the staff's list. */
export const koPrivacy = {
  member: {
    heading: '개인정보 삭제 요청',
    lead: '탈퇴와 함께 개인정보 삭제를 요청할 수 있습니다. 탈퇴 후 개인정보는 1년, 수강료 기록은 5년 보관 후 삭제됩니다.',
    open: '삭제 요청하기',
    dialogTitle: '개인정보 삭제를 요청할까요?',
    dialogDescription:
      '학원이 확인하면 탈퇴 처리되어 수업이 끝나고 로그인할 수 없습니다. 개인정보는 탈퇴 1년 후, 수강료 기록은 5년 후 삭제됩니다.',
    whoLabel: '누구의 정보인가요',
    self: '나 ({name})',
    child: '자녀 {name}',
    keep: '취소',
    confirm: '삭제 요청',
    sending: '요청 중…',
    failed: '요청하지 못했습니다. 잠시 후 다시 시도해주세요.',
    listHeading: '요청 내역',
    item: '{name} · {date} · {state}',
    declinedReason: '반려 사유: {reason}',
  },
  states: {
    open: '처리 대기',
    completed: '처리 완료',
    declined: '반려',
  },
  staff: {
    heading: '개인정보 삭제 요청',
    empty: '처리할 삭제 요청이 없습니다.',
    failed: '삭제 요청을 불러오지 못했습니다.',
    requestedBy: '{name} 회원 · 요청: {by} · {date}',
    complete: '탈퇴 처리',
    decline: '반려',
    completeTitle: '{name} 회원을 탈퇴 처리할까요?',
    completeDescription:
      '회원은 오늘 탈퇴하고 수업이 끝나며 로그인이 끊깁니다. 개인정보는 1년 후, 수강료 기록은 5년 후 익명화·삭제됩니다.',
    declineTitle: '{name} 회원의 삭제 요청 반려',
    declineDescription: '요청한 회원에게 사유를 알려드립니다.',
    reason: '반려 사유',
    cancel: '취소',
    submitting: '처리 중…',
    decideFailed: '처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  },
};
