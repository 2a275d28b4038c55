import { MAKEUP_MESSAGES, type TMakeupMemberOverview } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { makeupLesson } from '@/test/makeups';
import { renderPage } from '@/test/render-route';
import { memberRow } from '@/test/staff-users';
import { StaffMakeupsPanel } from './StaffMakeupsPanel';
import { mockApiClient } from '@/test/mock-api-client';

const { get, post, patch } = mockApiClient();

const VIEW: TMakeupMemberOverview = {
  memberId: 7,
  memberName: '김하늘',
  cap: 2,
  openCredits: [
    {
      id: 4,
      source: 'staff_grant',
      lessonDate: null,
      expiresOn: '2031-05-01',
      state: 'open',
      reason: '지급',
      voidReason: null,
    },
  ],
  pastCredits: [
    {
      id: 2,
      source: 'absence_notice',
      lessonDate: '2031-01-07',
      expiresOn: '2031-03-08',
      state: 'voided',
      reason: null,
      voidReason: '중복',
    },
  ],
  makeups: [makeupLesson()],
  ledger: { earned: 3, spent: 1, voided: 1, expired: 0, open: 1 },
  teacherId: 1,
};

async function renderPanel() {
  get.mockImplementation((url: string) => {
    if (url === '/users') {
      return Promise.resolve(
        envelope({
          users: [memberRow({ userId: 7, name: '김하늘' })],
          pagination: { page: 1, limit: 1000, total: 1, totalPages: 1 },
        }),
      );
    }
    if (url === '/makeups') return Promise.resolve(envelope(VIEW));
    return Promise.reject(httpError(404));
  });
  renderPage(<StaffMakeupsPanel />, '/admin/users');
  const user = setupUser();
  const select = await screen.findByLabelText('회원');
  await screen.findByRole('option', { name: /김하늘/ });
  await user.selectOptions(select, '7');
  await screen.findByText(/적립 3/);
  return user;
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  patch.mockReset();
});

describe('StaffMakeupsPanel', () => {
  it('when a member is chosen, then the ledger, every credit with its state and the requests show', async () => {
    await renderPanel();
    expect(screen.getByText('적립 3 · 사용 1 · 취소 1 · 만료 0 · 보유 1/2')).toBeVisible();
    const credits = within(screen.getByRole('list', { name: '보강권' }));
    expect(credits.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('학원 지급 · 2031-05-01까지 · 사용 가능'),
      expect.stringContaining('취소 사유: 중복'),
    ]);
    expect(get).toHaveBeenCalledWith('/makeups', { params: { memberId: 7 } });
  });

  const CREDIT_CHANGES = [
    {
      title:
        'when staff grant a credit with a reason, then it is sent and the server’s message shows',
      message: MAKEUP_MESSAGES.creditGranted.ko,
      open: '보강권 지급',
      reason: '수업 취소 보상',
      confirm: '지급',
      sent: { memberId: 7, action: 'grant', reason: '수업 취소 보상' },
    },
    {
      title: 'when staff void an open credit, then its id and reason are sent',
      message: MAKEUP_MESSAGES.creditVoided.ko,
      open: '취소 2031-05-01',
      reason: '잘못 지급',
      confirm: '취소하기',
      sent: { memberId: 7, action: 'void', reason: '잘못 지급', creditId: 4 },
    },
  ];

  for (const { title, message, open, reason, confirm, sent } of CREDIT_CHANGES) {
    it(title, async () => {
      post.mockResolvedValue(envelope(VIEW, message));
      const user = await renderPanel();
      await user.click(screen.getByRole('button', { name: open }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.type(dialog.getByLabelText(/사유/), reason);
      await user.click(screen.getByRole('button', { name: confirm }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(post).toHaveBeenCalledWith('/makeups/credits', sent);
    });
  }

  it('when staff approve a request with a message, then both are sent; a refusal shows in the dialog, which stays', async () => {
    patch.mockRejectedValueOnce(httpError(409, MAKEUP_MESSAGES.approvalHourTaken.ko, 'SLOT_TAKEN'));
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: '승인 2031-03-05 15:00-16:00' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: '김하늘님의 보강 2031-03-05 15:00-16:00 승인' }),
    );
    await user.type(dialog.getByLabelText('회원에게 전할 메시지 (선택)'), '그날 뵐게요');
    await user.click(dialog.getByRole('button', { name: '승인' }));
    expect(await dialog.findByText(MAKEUP_MESSAGES.approvalHourTaken.ko)).toBeVisible();
    expect(patch).toHaveBeenCalledWith('/makeups/9', {
      action: 'approve',
      response: '그날 뵐게요',
    });
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('when staff reject a request without a message, then the rejection is sent and the dialog closes', async () => {
    patch.mockResolvedValueOnce(
      envelope(makeupLesson({ status: 'rejected' }), MAKEUP_MESSAGES.rejected.ko),
    );
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: '거절 2031-03-05 15:00-16:00' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: '거절' }));
    expect(await screen.findByText(MAKEUP_MESSAGES.rejected.ko)).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/makeups/9', { action: 'reject', response: '' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
