import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type TUser } from '@/test/user';
import { describe, expect, it, vi } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { renderPage } from '@/test/render-route';
import * as staffList from '@/test/staff-list-page';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';
import { StaffInquiriesPage } from './StaffInquiriesPage';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';

const { get, post } = mockApiClient();

const contact = (contactId: number, subject: string, status: string, extra = {}) => ({
  contactId,
  nickname: `작성자${contactId}`,
  subject,
  category: '수업료 문의',
  categoryCode: 'fee',
  status,
  createdAt: '2025-11-19T16:00:00.000Z',
  message: `<b>문의 내용 ${contactId}</b>`,
  reply: null,
  repliedAt: null,
  phoneNumber: null,
  notifyWhenAnswered: false,
  ...extra,
});

const rows = [
  contact(1, '수업료 문의드려요', 'pending', {
    phoneNumber: '01055447788',
    notifyWhenAnswered: true,
  }),
  contact(2, '연습실 이용 시간', 'replied', {
    category: '시설 이용 문의',
    categoryCode: 'facility',
    reply: '연습실은 24시간 이용 가능합니다.',
    repliedAt: '2025-11-21T05:00:00.000Z',
  }),
];

function renderScreen() {
  const { queryClient } = renderPage(<StaffInquiriesPage />, '/admin/contacts');
  return { user: setupUser(), queryClient };
}

async function table() {
  return staffList.findListTable('문의 목록');
}

async function openInquiry(user: TUser, subject: string) {
  await user.click((await table()).getByRole('button', { name: `${subject} 상세 보기` }));
  return within(screen.getByRole('dialog', { name: subject }));
}

/** Opens the first inquiry, types `reply` and sends it. */
async function sendReply(reply: string) {
  const { user } = renderScreen();
  const dialog = await openInquiry(user, '수업료 문의드려요');
  await fillIn(user, dialog.getByLabelText('답변 작성'), reply);
  await user.click(dialog.getByRole('button', { name: '답변 등록' }));
  return { dialog };
}

answerGetsInEachTest({
  '/contact': () => ({
    contacts: rows,
    pagination: { totalPages: 4, total: 35, page: 1, limit: 10 },
  }),
});

describe('StaffInquiriesPage', () => {
  it('when it loads, then subject, author, category, status and date are listed', async () => {
    renderScreen();
    const list = await table();
    staffList.expectFirstPage('/contact', '총 35건');
    staffList.expectTexts(staffList.rowWith(list, '수업료 문의드려요'), [
      '작성자1',
      '수업료 문의',
      '답변 대기',
      '2025-11-20',
    ]);
  });

  it('when the filter is opened, then only all, pending and replied are offered', async () => {
    const { user } = renderScreen();
    await table();
    await user.click(screen.getByLabelText('상태'));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['전체', '답변 대기', '답변 완료']);
  });

  it('when a status or page is chosen, then it is asked for', async () => {
    const { user } = renderScreen();
    await table();
    await staffList.choosePageThenStatus(user, {
      url: '/contact',
      pageButton: '3 페이지',
      page: 3,
      statusOption: '답변 완료',
      status: 'replied',
    });
  });

  it('when the page asked for no longer exists, then the last page is shown', async () => {
    const { user } = renderScreen();
    await table();
    get.mockResolvedValue(
      envelope({ contacts: rows, pagination: { totalPages: 2, total: 12, page: 3, limit: 10 } }),
    );
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/contact', { params: { page: 2, limit: 10 } }),
    );
  });

  it('when an inquiry is opened, then its message shows as text', async () => {
    const { user } = renderScreen();
    const dialog = await openInquiry(user, '수업료 문의드려요');
    expect(dialog.getByText('<b>문의 내용 1</b>')).toBeInTheDocument();
    expect(dialog.getByText('아직 답변이 없습니다.')).toBeInTheDocument();
  });

  it('when the guest asked to hear of the answer, then staff see the phone; otherwise no notice row', async () => {
    const { user } = renderScreen();
    const waiting = await openInquiry(user, '수업료 문의드려요');
    expect(waiting.getByText('답변 알림')).toBeInTheDocument();
    expect(waiting.getByText(/^010-5544-7788 \(답변을 등록하면 알림톡으로/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const other = await openInquiry(user, '연습실 이용 시간');
    expect(other.queryByText('답변 알림')).toBeNull();
  });

  it('when a replied inquiry is opened, then the reply, its date and a new reply form show', async () => {
    const { user } = renderScreen();
    const dialog = await openInquiry(user, '연습실 이용 시간');
    expect(dialog.getByText('연습실은 24시간 이용 가능합니다.')).toBeInTheDocument();
    expect(dialog.getByText('2025-11-21 14:00')).toBeInTheDocument();
    expect(dialog.getByText('시설 이용 문의')).toBeInTheDocument();
    expect(dialog.getByLabelText('답변 작성')).toBeInTheDocument();
  });

  it('when an empty reply is sent, then a reply is asked for', async () => {
    const { user } = renderScreen();
    const dialog = await openInquiry(user, '수업료 문의드려요');
    await user.type(dialog.getByLabelText('답변 작성'), '   ');
    await user.click(dialog.getByRole('button', { name: '답변 등록' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('답변 내용을 입력해주세요.');
    expect(post).not.toHaveBeenCalled();
  });

  it('when a reply is sent, then it is posted, announced by a toast and the modal closes', async () => {
    post.mockResolvedValue(envelope(contact(1, '수업료 문의드려요', 'replied')));
    const { user, queryClient } = renderScreen();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = await openInquiry(user, '수업료 문의드려요');
    await fillIn(user, dialog.getByLabelText('답변 작성'), ' 월 17만원입니다. ');
    await user.click(dialog.getByRole('button', { name: '답변 등록' }));
    expect(post).toHaveBeenCalledWith('/contact/1/reply', { reply: '월 17만원입니다.' });
    expect(await screen.findByRole('status')).toHaveTextContent('답변이 등록되었습니다.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: pendingCountsQueryKey });
  });

  it('when the reply fails, then the failure shows in the modal and the text stays', async () => {
    post.mockRejectedValue(httpError(500));
    const { dialog } = await sendReply('월 17만원입니다.');
    expect(await dialog.findByRole('alert')).toHaveTextContent('답변 등록에 실패했습니다.');
    expect(dialog.getByLabelText('답변 작성')).toHaveValue('월 17만원입니다.');
  });

  it('when the server explains the failure, then its message shows in the modal', async () => {
    post.mockRejectedValue(httpError(404, '요청하신 정보를 찾을 수 없습니다.'));
    const { dialog } = await sendReply('답변');
    expect(await dialog.findByRole('alert')).toHaveTextContent('요청하신 정보를 찾을 수 없습니다.');
  });
});
