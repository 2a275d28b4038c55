/**
 * Words of receipts: the admin's academy details on the staff tuition page, the member's receipt
 * link and page, and the yearly tuition payment certificate (docs/product/receipts.md).
 */
export const koReceipts = {
  legalName: '상호',
  registrationNumber: '사업자등록번호',
  representative: '대표자',
  address: '주소',
  phone: '전화번호',
  staff: {
    heading: '영수증 발급 정보',
    lead: '회원이 내려받는 수강료 영수증과 교육비 납입증명서에 인쇄됩니다. 등록하기 전에는 영수증을 발급할 수 없습니다.',
    notSet: '아직 등록한 정보가 없습니다. 회원에게는 영수증을 발급할 수 없다고 안내됩니다.',
    registrationNumberHint: '10자리 숫자입니다. 하이픈은 있어도 없어도 됩니다. 예: 123-45-67891',
    phoneHint: '숫자와 하이픈(-)만 입력합니다. 예: 02-123-4567',
    submit: '정보 저장',
    submitting: '저장 중…',
    failed: '영수증 발급 정보를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
    loadFailed: '영수증 발급 정보를 불러오지 못했습니다.',
  },
  member: {
    receiptLink: '영수증',
    receiptLinkLabel: '{month} 영수증',
    title: '수강료 영수증',
    description: '납부한 수강료의 영수증을 확인하고 PDF로 내려받습니다.',
    back: '대시보드로 돌아가기',
    receiptNumber: '영수증 번호',
    student: '학생',
    month: '수강 월',
    amount: '금액',
    method: '납부 방법',
    cashReceipt: '현금영수증',
    paidAt: '납부일',
    download: 'PDF 내려받기',
    downloading: '내려받는 중…',
    downloadFailed: 'PDF를 내려받지 못했습니다. 잠시 후 다시 시도해주세요.',
    loadFailed: '영수증을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
    notFound: '납부된 수강료 내역을 찾을 수 없습니다.',
    unavailable: '학원 정보가 아직 등록되지 않아 영수증을 발급할 수 없습니다. 학원에 문의해주세요.',
    certificateHeading: '교육비 납입증명서',
    certificateLead:
      '연말정산에 쓰는 증명서입니다. 선택한 해에 납부한 수강료를 월별로, 합계와 함께 적습니다.',
    certificateYear: '연도',
    certificateDownload: '증명서 내려받기',
  },
};
