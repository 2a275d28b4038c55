/** Words of the sibling discount: the admin's setting on the staff tuition page. */
export const koSiblingDiscount = {
  heading: '형제 할인',
  lead: '같은 보호자의 둘째 이후 자녀(수업을 듣는 자녀, 먼저 등록한 순)에게 새로 발행되는 수강료에 적용됩니다. 이미 발행된 수강료는 바뀌지 않습니다.',
  current: '현재 설정: {value}',
  kind: '할인 방식',
  kinds: { none: '할인 없음', amount: '정액 (원)', percent: '정률 (%)' },
  value: '할인 값',
  amountHint: '1원부터 10,000,000원까지의 정수. 수강료보다 크면 수강료만큼만 할인합니다.',
  percentHint: '1부터 100까지의 정수. 할인액은 원 단위로 반올림합니다.',
  noneValue: '없음',
  submit: '저장',
  submitting: '저장 중…',
  failed: '형제 할인을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  loadFailed: '형제 할인 설정을 불러오지 못했습니다.',
};
