import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '@/test/api-response';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import * as staffList from '@/test/staff-list-page';
import { setupUser, type TUser } from '@/test/user';
import { StaffPausesPage } from './StaffPausesPage';

const { put } = mockApiClient();

const pause = (id: number, name: string, state: string, extra = {}) => ({
  id,
  member: { id: id + 10, name },
  fromMonth: '2027-02',
  untilMonth: '2027-02',
  months: ['2027-02'],
  state,
  reason: '부상',
  keepSlot: null,
  staffReason: null,
  createdAt: '2027-01-05T01:00:00.000Z',
  decidedAt: null,
  ...extra,
});

answerGetsInEachTest({
  '/pauses': () => ({
    pauses: [pause(1, '김하늘', 'pending'), pause(2, '이바다', 'approved', { keepSlot: true })],
    pagination: { totalPages: 1, total: 2, page: 1, limit: 10 },
  }),
});

function renderScreen() {
  renderPage(<StaffPausesPage />, '/admin/pauses');
  return setupUser();
}

async function openPending(user: TUser) {
  const list = await staffList.findListTable('휴원 신청 목록');
  await user.click(list.getByRole('button', { name: '김하늘 휴원 신청 처리' }));
  return within(screen.getByRole('dialog', { name: '김하늘 휴원 신청' }));
}

describe('StaffPausesPage', () => {
  it('when it loads, then member, months, reason and state are listed', async () => {
    renderScreen();
    const list = await staffList.findListTable('휴원 신청 목록');
    staffList.expectTexts(staffList.rowWith(list, '김하늘'), ['2027년 2월', '부상', '대기중']);
  });

  it('when staff approve choosing to release the slot, then keepSlot false is sent', async () => {
    put.mockResolvedValue(envelope(pause(1, '김하늘', 'approved', { keepSlot: false })));
    const user = renderScreen();
    const dialog = await openPending(user);
    expect(dialog.getByRole('radio', { name: /^유지/ })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: /^해제/ }));
    await user.click(dialog.getByRole('button', { name: '승인' }));
    expect(put).toHaveBeenCalledWith('/pauses/1/approve', { keepSlot: false });
  });

  it('when staff refuse without a reason, then nothing is sent; with one, the reason is sent', async () => {
    put.mockResolvedValue(envelope(pause(1, '김하늘', 'rejected')));
    const user = renderScreen();
    const dialog = await openPending(user);
    await user.click(dialog.getByRole('button', { name: '거절' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('거절 사유를 입력해주세요.');
    expect(put).not.toHaveBeenCalled();
    await user.type(dialog.getByLabelText('거절 사유'), '시험 기간입니다');
    await user.click(dialog.getByRole('button', { name: '거절' }));
    expect(put).toHaveBeenCalledWith('/pauses/1/reject', { reason: '시험 기간입니다' });
  });

  it('when a decided pause is opened, then its slot choice shows and it cannot be decided again', async () => {
    const user = renderScreen();
    const list = await staffList.findListTable('휴원 신청 목록');
    await user.click(list.getByRole('button', { name: '이바다 상세 보기' }));
    const dialog = within(screen.getByRole('dialog', { name: '이바다 휴원 신청' }));
    expect(dialog.getByText('유지')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '승인' })).not.toBeInTheDocument();
  });
});
