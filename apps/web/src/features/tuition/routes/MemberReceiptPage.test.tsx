import type { TReceipt } from '@academy/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { envelope, httpError, okResponse } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderRoutes } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { MemberReceiptPage } from './MemberReceiptPage';

const { get } = mockApiClient();

const RECEIPT: TReceipt = {
  receiptNumber: 'R-203102-000042',
  academy: {
    legalName: '리듬드럼학원',
    registrationNumber: '1234567891',
    representative: '김대표',
    address: '서울특별시 마포구 양화로 1',
    phone: '02-123-4567',
  },
  dueId: 42,
  memberName: '김하늘',
  month: '2031-02',
  amount: 170_000,
  method: 'card',
  paidAt: '2031-02-03',
  cashReceipt: null,
};

const PDF = new Blob(['%PDF-1.3'], { type: 'application/pdf' });

function renderReceipt(id = '42') {
  const user = setupUser();
  renderRoutes(
    [{ path: paths.member.receipt, element: <MemberReceiptPage /> }],
    `/user/tuition/receipts/${id}`,
  );
  return user;
}

let click: ReturnType<typeof vi.fn<(name: string) => void>>;
let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>;

beforeEach(() => {
  get.mockReset();
  // jsdom has no object URLs: the saved file is the link clicked with its name.
  createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  click = vi.fn<(name: string) => void>();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    click(this.download);
  });
});

describe('MemberReceiptPage', () => {
  it('when the receipt loads, then it shows the academy, its number, the student, month, amount, method and date', async () => {
    get.mockImplementation((url: string) =>
      url === '/tuition/me/receipts/42'
        ? Promise.resolve(envelope(RECEIPT))
        : Promise.reject(httpError(404)),
    );
    renderReceipt();
    expect(await screen.findByRole('heading', { name: '리듬드럼학원' })).toBeInTheDocument();
    for (const text of ['123-45-67891', 'R-203102-000042', '김하늘', '2031-02-03', '카드']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/170,000원/)).toBeInTheDocument();
    expect(screen.queryByText('현금영수증')).not.toBeInTheDocument();
  });

  it('when the due was paid into a virtual account with a cash receipt, then the page says it was requested, masked', async () => {
    const paidIn = {
      ...RECEIPT,
      method: 'bank_transfer',
      cashReceipt: { type: 'business', maskedNumber: '123*****90' },
    } satisfies TReceipt;
    get.mockResolvedValue(envelope(paidIn));
    renderReceipt();
    expect(await screen.findByText('지출증빙 123*****90 신청')).toBeInTheDocument();
    expect(screen.getByText('현금영수증')).toBeInTheDocument();
  });

  it('when the member downloads the PDF by keyboard, then the file is fetched as a blob and saved under the receipt number', async () => {
    get.mockImplementation((url: string) =>
      Promise.resolve(url.endsWith('/pdf') ? okResponse(PDF) : envelope(RECEIPT)),
    );
    const user = renderReceipt();
    const button = await screen.findByRole('button', { name: 'PDF 내려받기' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(get).toHaveBeenCalledWith('/tuition/me/receipts/42/pdf', {
      params: undefined,
      responseType: 'blob',
    });
    await vi.waitFor(() => expect(click).toHaveBeenCalledWith('receipt-R-203102-000042.pdf'));
    expect(createObjectURL).toHaveBeenCalledWith(PDF);
  });

  it('when the academy has set no details, then the page says receipts are not available', async () => {
    get.mockRejectedValue(httpError(409, '', 'RECEIPTS_UNAVAILABLE'));
    renderReceipt();
    expect(await screen.findByRole('alert')).toHaveTextContent(/영수증을 발급할 수 없습니다/);
  });

  it('when the due is not the member’s or not paid, then the page says it was not found', async () => {
    get.mockRejectedValue(httpError(404, '', 'NOT_FOUND'));
    renderReceipt('7');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '납부된 수강료 내역을 찾을 수 없습니다.',
    );
  });

  it('when the certificate download is refused, then the server’s reason shows', async () => {
    get.mockImplementation((url: string) => {
      if (url === '/tuition/me/certificate') {
        const refusal = httpError(409, '', 'RECEIPTS_UNAVAILABLE');
        if (refusal.response) {
          refusal.response.data = new Blob([
            JSON.stringify({
              success: false,
              message: '학원 정보가 없습니다.',
              data: null,
              code: 'RECEIPTS_UNAVAILABLE',
            }),
          ]);
        }
        return Promise.reject(refusal);
      }
      return Promise.resolve(envelope(RECEIPT));
    });
    const user = renderReceipt();
    await user.selectOptions(await screen.findByLabelText('연도'), '2020');
    await user.click(screen.getByRole('button', { name: '증명서 내려받기' }));
    expect(get).toHaveBeenCalledWith('/tuition/me/certificate', {
      params: { year: 2020 },
      responseType: 'blob',
    });
    expect(await screen.findByText('학원 정보가 없습니다.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
