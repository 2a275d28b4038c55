/** The pages of the links an e-mail change mails (docs/product/email-change.md). */
export const koEmailChange = {
  confirm: {
    title: '이메일 변경 확인',
    description: '드럼 아카데미 계정의 이메일을 이 링크를 받은 주소로 바꿉니다.',
    lead: '아래 버튼을 누르면 계정의 이메일이 이 링크를 받은 주소로 변경됩니다. 요청한 적이 없다면 이 페이지를 닫으세요. 아무것도 바뀌지 않습니다.',
    submit: '이메일 변경 확인',
    submitting: '확인하는 중…',
  },
  undo: {
    title: '이메일 변경 취소',
    description: '요청하지 않은 이메일 변경을 멈추거나 되돌립니다.',
    lead: '본인이 요청하지 않은 변경이라면 아래 버튼을 누르세요. 아직 확인되지 않은 변경은 취소되고, 이미 변경되었다면 이 주소로 되돌린 뒤 모든 기기에서 로그아웃합니다.',
    submit: '이메일 변경 취소',
    submitting: '취소하는 중…',
  },
  malformed:
    '링크 주소가 올바르지 않습니다. 메일의 링크를 다시 열거나, 링크 전체를 복사해 주소창에 붙여 넣어주세요.',
  toAccount: '내 계정으로',
};
