import type { TTuitionDue } from '../tuition/tuition.schemas';

/** An unpaid March 2031 due of 김하늘 (170,000원, due on the 1st), as GET /tuition lists one. */
export function tuitionDue(overrides: Partial<TTuitionDue> = {}): TTuitionDue {
  return {
    id: 11,
    memberId: 7,
    memberName: '김하늘',
    loginId: 'student',
    month: '2031-03',
    amount: 170_000,
    price: 170_000,
    siblingDiscount: 0,
    adjustment: null,
    dueDate: '2031-03-01',
    proration: null,
    paid: false,
    paidAt: null,
    method: null,
    note: null,
    lastRemindedOn: null,
    refundedAmount: 0,
    onlinePayment: null,
    waitingAccount: null,
    ...overrides,
  };
}

/** Academy details for receipts as an admin types them: the number with dashes, its check digit right. */
export const ACADEMY_DETAILS_INPUT = {
  legalName: '리듬드럼학원',
  registrationNumber: '123-45-67891',
  representative: '김대표',
  address: '서울특별시 마포구 양화로 1',
  phone: '02-123-4567',
} as const;
