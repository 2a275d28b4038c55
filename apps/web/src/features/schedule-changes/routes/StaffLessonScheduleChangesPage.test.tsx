import { screen, within } from '@testing-library/react';
import { setupUser, type TUser } from '@/test/user';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { renderPage } from '@/test/render-route';
import * as staffList from '@/test/staff-list-page';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';
import { StaffLessonScheduleChangesPage } from './StaffLessonScheduleChangesPage';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';

const { put } = mockApiClient();

const LONG_REASON = '회사 일정 때문에 이번 주 화요일 수업을 목요일 저녁으로 옮기고 싶습니다.';

const modification = (id: number, name: string, status: string, extra = {}) => ({
  id,
  user: { name, phoneNumber: '01098765432', email: `${id}@example.com` },
  changeType: 'temporary',
  changePeriod: 'custom',
  changeStartDate: '2025-11-25',
  changeEndDate: '2025-11-25',
  requestedDate: '2025-11-27',
  requestedStartTime: '19:00',
  requestedEndTime: '20:00',
  requestedWeekDay: 'Thursday',
  reason: LONG_REASON,
  status,
  teacherResponse: null,
  createdAt: '2025-11-20T01:00:00.000Z',
  updatedAt: '2025-11-20T01:00:00.000Z',
  ...extra,
});

const rows = [
  modification(1, '김하늘', 'pending'),
  modification(2, '이바다', 'approved', {
    teacherResponse: '확인했습니다. (11월 25일 → 11월 27일 19:00)',
    updatedAt: '2025-11-21T02:30:00.000Z',
  }),
];

function renderScreen() {
  const { queryClient } = renderPage(
    <StaffLessonScheduleChangesPage />,
    '/admin/lesson-modifications',
  );
  return { user: setupUser(), queryClient };
}

async function table() {
  return staffList.findListTable('일정 변경 요청 목록');
}

async function openPending(user: TUser) {
  await user.click((await table()).getByRole('button', { name: '김하늘 요청 처리' }));
  return within(screen.getByRole('dialog', { name: '김하늘님의 일정 변경 요청' }));
}

/** Opens 김하늘's request, types the reason and presses approve or reject. */
async function decidePending(user: TUser, reason: string, button: string) {
  const dialog = await openPending(user);
  await fillIn(user, dialog.getByLabelText('처리 사유'), reason);
  await user.click(dialog.getByRole('button', { name: button }));
  return dialog;
}

answerGetsInEachTest({
  '/modification': () => ({
    modifications: rows,
    pagination: { totalPages: 2, total: 12, page: 1, limit: 10 },
  }),
});

describe('StaffLessonScheduleChangesPage', () => {
  it('when it loads, then member, change, cut reason, status and date are listed', async () => {
    renderScreen();
    const list = await table();
    staffList.expectFirstPage('/modification', '총 12건');
    staffList.expectTexts(staffList.rowWith(list, '김하늘'), [
      '010-9876-5432',
      '2025년 11월 25일 (화)',
      '2025년 11월 27일 (목) 19:00 – 20:00',
      `${LONG_REASON.slice(0, 30)}...`,
      '대기중',
      '2025-11-20',
    ]);
  });

  it('when shown as cards, then the reason is cut at 25 characters', async () => {
    renderScreen();
    await table();
    const cards = within(screen.getByRole('list', { name: '일정 변경 요청 목록' }));
    expect(cards.getAllByText(`사유: ${LONG_REASON.slice(0, 25)}...`)).toHaveLength(2);
  });

  it('when a status or page is chosen, then it is asked for', async () => {
    const { user } = renderScreen();
    await table();
    await staffList.choosePageThenStatus(user, {
      url: '/modification',
      pageButton: '다음 페이지',
      page: 2,
      statusOption: '대기중',
      status: 'pending',
    });
  });

  it('when a processed request is opened, then its response shows and it cannot be decided', async () => {
    const { user } = renderScreen();
    await user.click((await table()).getByRole('button', { name: '이바다 상세 보기' }));
    const dialog = within(screen.getByRole('dialog', { name: '이바다님의 일정 변경 요청' }));
    expect(dialog.getByText('확인했습니다. (11월 25일 → 11월 27일 19:00)')).toBeInTheDocument();
    expect(dialog.getByText(LONG_REASON)).toBeInTheDocument();
    expect(dialog.getByText('이미 처리된 요청입니다.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '승인' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '거절' })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('처리 사유')).not.toBeInTheDocument();
  });

  it('when approve or reject is pressed without a reason, then each asks for its reason', async () => {
    const { user } = renderScreen();
    const dialog = await openPending(user);
    await user.click(dialog.getByRole('button', { name: '승인' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('승인 사유를 입력해주세요.');
    await user.type(dialog.getByLabelText('처리 사유'), '   ');
    await user.click(dialog.getByRole('button', { name: '거절' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('거절 사유를 입력해주세요.');
    expect(put).not.toHaveBeenCalled();
  });

  it('when a request is approved, then the trimmed reason is sent and the modal closes', async () => {
    put.mockResolvedValue(envelope(modification(1, '김하늘', 'approved')));
    const success = vi.spyOn(toast, 'success');
    const { user, queryClient } = renderScreen();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await decidePending(user, '  목요일 가능합니다  ', '승인');
    expect(put).toHaveBeenCalledWith('/modification/1/approve', {
      teacherResponse: '목요일 가능합니다',
    });
    expect(await screen.findByText('일정 변경 요청이 승인되었습니다.')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('일정 변경 요청이 승인되었습니다.', { duration: 3000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: pendingCountsQueryKey });
  });

  it('when a request is rejected, then the reject call is made', async () => {
    put.mockResolvedValue(envelope(modification(1, '김하늘', 'rejected')));
    const { user } = renderScreen();
    await decidePending(user, '그 시간은 수업이 있습니다', '거절');
    expect(put).toHaveBeenCalledWith('/modification/1/reject', {
      teacherResponse: '그 시간은 수업이 있습니다',
    });
    expect(await screen.findByText('일정 변경 요청이 거절되었습니다.')).toBeInTheDocument();
  });

  it('when processing fails, then the server message shows and the text stays', async () => {
    put.mockRejectedValue(httpError(409, '대기 중인 요청만 처리할 수 있습니다.'));
    const error = vi.spyOn(toast, 'error');
    const { user } = renderScreen();
    const dialog = await decidePending(user, '가능합니다', '승인');
    expect(await screen.findByText('대기 중인 요청만 처리할 수 있습니다.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('대기 중인 요청만 처리할 수 있습니다.', { duration: 5000 });
    expect(dialog.getByLabelText('처리 사유')).toHaveValue('가능합니다');
  });

  it('when processing fails without a message, then the default failure shows', async () => {
    put.mockRejectedValue(httpError(500));
    const { user } = renderScreen();
    await decidePending(user, '가능합니다', '거절');
    expect(await screen.findByText('일정 변경 요청 처리에 실패했습니다.')).toBeInTheDocument();
  });
});
