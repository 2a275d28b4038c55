/**
 * Words of paying a due online: the member's unpaid dues and the pages the payment window
 * returns to (docs/product/payments.md).
 */
export const koOnlinePayment = {
  heading: '온라인으로 결제하기',
  lead: '카드 또는 간편결제로 바로 납부할 수 있습니다. 결제가 끝나면 수강료가 납부로 바뀌고 영수증을 보내드립니다.',
  pay: '{month} {amount} 결제하기',
  opening: '결제창을 여는 중…',
  failed: '결제창을 열지 못했습니다. 잠시 후 다시 시도해주세요.',
  windowUnavailable:
    '이 화면에서는 아직 결제창을 열 수 없습니다. 계좌이체 또는 학원에서 납부해주세요.',
  testMode: '테스트 결제입니다. 실제로 돈이 나가지 않습니다.',
  success: {
    title: '결제 결과',
    confirming: '결제를 확인하고 있습니다…',
    done: '{month} 수강료 {amount} 결제가 완료되었습니다.',
    paidOn: '납부일: {date}',
    failed: '결제를 확인하지 못했습니다. 잠시 후 수강료 화면에서 다시 확인해주세요.',
    missing: '결제 정보가 없습니다. 수강료 화면에서 다시 결제해주세요.',
  },
  fail: {
    title: '결제가 완료되지 않았습니다',
    canceled: '결제창을 닫으셨습니다. 결제되지 않았습니다.',
    other: '결제가 진행되지 않았습니다. 결제되지 않았으니 다시 시도해주세요.',
    code: '오류 코드: {code}',
  },
  back: '내 수강료로 돌아가기',
};
