/** The admin's month of text messages and e-mails (docs/product/text-messages.md). */
export const koTextMessageUsage = {
  heading: '알림톡·문자 사용량',
  lead: '선택한 달에 보낸 메시지를 결과별로 세고, 설정된 단가로 알림톡·문자 비용을 추정합니다.',
  month: { label: '월', previous: '이전 달', next: '다음 달' },
  loading: '사용량을 불러오는 중…',
  loadFailed: '사용량을 불러오지 못했습니다.',
  incomplete: '30일이 지난 발송 기록은 지워지므로, 이 달의 숫자는 실제보다 적을 수 있습니다.',
  channelOff: '알림톡 채널이 꺼져 있어 모든 안내가 이메일로 갑니다.',
  textHeading: '알림톡·문자',
  emailHeading: '이메일',
  counts: {
    alimtalk: '알림톡 전달',
    smsFallback: 'SMS로 대체 발송',
    lmsFallback: 'LMS로 대체 발송',
    failed: '실패',
    pending: '대기·결과 대기',
    cancelled: '취소(탈퇴 회원)',
  },
  emails: { sent: '발송', failed: '실패', pending: '대기' },
  count: '{count}건',
  costHeading: '예상 비용',
  cost: {
    alimtalk: '알림톡 {count}건 × {price}',
    sms: 'SMS {count}건 × {price}',
    lms: 'LMS {count}건 × {price}',
    total: '합계',
  },
  won: '{amount}원',
  costNote:
    '전달된 메시지만 계산한 추정치입니다(실패·대기·취소는 0원). 실제 청구액은 솔라피에서 확인하세요.',
};
