/**
 * Words of the bank-transfer details: the admin's panel on the staff tuition page and the
 * member's unpaid dues (docs/product/tuition.md, "Paying by bank transfer").
 */
export const koBankTransfer = {
  bankName: '은행',
  accountNumber: '계좌번호',
  accountHolder: '예금주',
  note: '안내',
  staff: {
    heading: '계좌이체 안내',
    lead: '미납 수강료가 있는 회원의 화면과 수강료 발행·미납 안내 메일에 나옵니다. 회원은 입금자명으로 학생 이름과 연월(YYMM)을 적습니다(예: 김하늘2603).',
    notSet: '아직 등록한 계좌가 없습니다. 회원에게는 학원에 문의하라고 안내됩니다.',
    accountNumberHint: '숫자와 하이픈(-)만 입력합니다. 예: 110-123-456789',
    note: '안내 문구 (선택)',
    noteHint: '한 줄로 적습니다. 예: 입금 후 문자 주세요',
    submit: '계좌 저장',
    submitting: '저장 중…',
    failed: '계좌이체 안내를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
    loadFailed: '계좌이체 안내를 불러오지 못했습니다.',
  },
  member: {
    heading: '계좌이체로 납부하기',
    depositorLead:
      '입금자명(받는 분 통장에 표시되는 이름)을 아래와 같이 적어주세요. 학원에서 납부를 확인할 때 씁니다.',
    depositorFor: '{month} 입금자명',
    copy: '복사',
    copyLabel: '{part} 복사',
    copied: '복사했습니다: {value}',
    copyFailed: '복사하지 못했습니다. 글자를 직접 선택해 복사해주세요.',
    notSet: '학원 계좌가 아직 안내되지 않았습니다. 납부 방법은 학원에 문의해주세요.',
  },
};
