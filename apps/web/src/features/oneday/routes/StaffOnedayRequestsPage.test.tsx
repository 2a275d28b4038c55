import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { answerQuestion } from '@/test/dialogs';
import { setupUser } from '@/test/user';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import * as staffList from '@/test/staff-list-page';
import { onedayRequestsQueryKey } from '../api/get-oneday-requests';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';
import { StaffOnedayRequestsPage } from './StaffOnedayRequestsPage';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { freezeDateInEachTest } from '@/test/frozen-date';
import { expectFacts } from '@/test/facts';

const { get, patch } = mockApiClient();

const request = (requestId: number, name: string, status: string, extra = {}) => ({
  requestId,
  applicant: 'self',
  name,
  birthDate: '2000-05-17',
  age: 25,
  phoneNumber: '01012345678',
  email: `${requestId}@example.com`,
  guardian: null,
  consentedAt: null,
  preferredTime: '12/1(월): 14:00, 15:00 | 12/3(수): 11:00',
  message: `메시지 ${requestId}`,
  status,
  scheduledAt: null,
  createdAt: '2025-11-19T16:00:00.000Z',
  handler: null,
  ...extra,
});

const rows = [
  request(1, '김하늘', 'pending'),
  request(2, '이바다', 'scheduled', {
    scheduledAt: '2025-12-01T05:00:00.000Z',
    handler: { name: '박선생' },
  }),
  request(3, '최들판', 'cancelled', { scheduledAt: '2025-12-02T05:00:00.000Z' }),
];

let invalidate: MockInstance<QueryClient['invalidateQueries']>;

function renderScreen() {
  const { queryClient } = renderPage(<StaffOnedayRequestsPage />, '/admin/oneday-requests');
  invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return setupUser();
}

async function table() {
  return staffList.findListTable('원데이 클래스 신청 목록');
}

/** Renders the screen and presses the list's button named `name`. */
async function renderAndPress(name: string) {
  const user = renderScreen();
  await user.click((await table()).getByRole('button', { name }));
  return user;
}

freezeDateInEachTest(new Date('2025-11-20T03:00:00.000Z'));

const CANCEL_QUESTION =
  '김하늘님의 원데이 클래스 신청을 취소하시겠습니까? 확정된 수업은 선생님 일정에서도 빠집니다.';

/**
 * Pressing `button` on 김하늘's row (and answering `question` with the same action, when it is
 * asked) sends `status`; `message` shows as a `kind` toast for `duration` ms.
 */
async function expectStatusSent(
  button: string,
  status: string,
  { kind, message, duration }: { kind: 'success' | 'error'; message: string; duration: number },
  question?: string,
) {
  patch.mockResolvedValue(envelope(request(1, '김하늘', status)));
  const shown = vi.spyOn(toast, kind);
  const user = await renderAndPress(button);
  if (question) await answerQuestion(user, question, '신청 취소');
  expect(patch).toHaveBeenCalledWith('/oneday/requests/1', { status });
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(shown).toHaveBeenCalledWith(message, { duration });
}

answerGetsInEachTest({
  '/oneday/requests': () => ({ requests: rows, totalPages: 3, totalCount: 23 }),
});

describe('StaffOnedayRequestsPage', () => {
  it('when it loads, then the first page of every status is listed with the total', async () => {
    renderScreen();
    const list = await table();
    staffList.expectFirstPage('/oneday/requests', '총 23건');
    staffList.expectTexts(staffList.rowWith(list, '김하늘'), [
      '010-1234-5678',
      '2000-05-17 (만 25세)',
      '대기중',
      '2025-11-20',
    ]);
  });

  it('when a row is scheduled, then its date shows; a cancelled row hides it', async () => {
    renderScreen();
    const list = await table();
    expect(list.getByText('2025-12-01 14:00')).toBeInTheDocument();
    expect(list.queryByText('2025-12-02 14:00')).not.toBeInTheDocument();
  });

  it('when the preferred time is longer than 40 characters, then the table cuts it at 30', async () => {
    const long = '12/1(월): 14:00, 15:00 | 12/3(수): 11:00, 12:00, 13:00';
    get.mockResolvedValue(
      envelope({
        requests: [request(1, '김하늘', 'pending', { preferredTime: long })],
        totalPages: 1,
        totalCount: 1,
      }),
    );
    renderScreen();
    const list = await table();
    expect(list.getByText(`${long.slice(0, 30)}...`)).toBeInTheDocument();
  });

  it('when a status is chosen, then that status is asked for from page 1', async () => {
    const user = renderScreen();
    await table();
    await staffList.choosePageThenStatus(user, {
      url: '/oneday/requests',
      pageButton: '2 페이지',
      page: 2,
      statusOption: '연락완료',
      status: 'contacted',
    });
  });

  it('when there are none, then an empty message shows', async () => {
    get.mockResolvedValue(envelope({ requests: [], totalPages: 0, totalCount: 0 }));
    renderScreen();
    expect(await screen.findByText('원데이 클래스 신청이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('총 0건')).toBeInTheDocument();
  });

  it('when a row is opened, then every field and the next steps show', async () => {
    await renderAndPress('이바다 상세 보기');
    const dialog = screen.getByRole('dialog', { name: '이바다님의 원데이 클래스 신청' });
    expect(within(dialog).getByText('2@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('메시지 2')).toBeInTheDocument();
    expect(within(dialog).getByText('박선생')).toBeInTheDocument();
    expect(within(dialog).getByText('2025-12-01 14:00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '수업 완료' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '신청 취소' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '연락 완료' })).not.toBeInTheDocument();
  });

  it('when a request for a child is opened, then the age, the guardian as contact and the consent show', async () => {
    const child = request(9, '박하준', 'pending', {
      applicant: 'child',
      birthDate: '2015-03-02',
      age: 10,
      phoneNumber: null,
      email: null,
      guardian: {
        name: '박서연',
        phoneNumber: '01098765432',
        email: null,
        relationship: 'grandparent',
      },
      consentedAt: '2025-11-19T16:00:00.000Z',
    });
    staffList.answerListGet('/oneday/requests', {
      requests: [child],
      totalPages: 1,
      totalCount: 1,
    });
    const user = renderScreen();
    const row = staffList.rowWith(await table(), '박하준');
    staffList.expectTexts(row, ['자녀 신청', '2015-03-02 (만 10세)', '010-9876-5432 (보호자)']);
    await user.click(row.getByRole('button', { name: '박하준 상세 보기' }));
    const dialog = within(screen.getByRole('dialog', { name: '박하준님의 원데이 클래스 신청' }));
    expectFacts(dialog, {
      '신청 대상': '자녀 신청',
      생년월일: '2015-03-02 (만 10세)',
      연락처: '010-9876-5432 (보호자)',
      보호자: '박서연 (조부모)',
      '보호자 이메일': '-',
      동의: '2025-11-20 01:00',
    });
  });

  it('when a row is final, then it offers no status change', async () => {
    renderScreen();
    const row = staffList.rowWith(await table(), '최들판');
    expect(row.getAllByRole('button')).toHaveLength(1);
    expect(row.getByRole('button', { name: '최들판 상세 보기' })).toBeInTheDocument();
  });

  it('when contacted is pressed, then the status is sent and a success toast shows', async () => {
    await expectStatusSent('김하늘 연락 완료', 'contacted', {
      kind: 'success',
      message: '연락 완료로 변경되었습니다.',
      duration: 3000,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: onedayRequestsQueryKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: pendingCountsQueryKey });
  });

  it('when completed is pressed from the detail, then the modal closes with its toast', async () => {
    patch.mockResolvedValue(envelope(request(2, '이바다', 'completed')));
    const user = await renderAndPress('이바다 상세 보기');
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '수업 완료' }));
    expect(patch).toHaveBeenCalledWith('/oneday/requests/2', { status: 'completed' });
    expect(await screen.findByText('수업이 완료 처리되었습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when cancelling is not confirmed, then nothing is sent', async () => {
    const user = await renderAndPress('김하늘 신청 취소');
    await answerQuestion(user, CANCEL_QUESTION, '취소');
    expect(patch).not.toHaveBeenCalled();
  });

  it('when cancelling is confirmed, then it is sent and shown as an error toast', async () => {
    const sent = { kind: 'error', message: '신청이 취소되었습니다.', duration: 5000 } as const;
    await expectStatusSent('김하늘 신청 취소', 'cancelled', sent, CANCEL_QUESTION);
  });

  it('when a preferred slot is confirmed, then its Seoul time is sent as ISO', async () => {
    patch.mockResolvedValue(envelope(request(1, '김하늘', 'scheduled')));
    const user = await renderAndPress('김하늘 일정 확정');
    const dialog = screen.getByRole('dialog', { name: '일정 확정' });
    await user.click(within(dialog).getByRole('button', { name: '일정 확정' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('희망 시간을 선택해주세요.');
    expect(patch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('radio', { name: '12월 1일 (월) 15:00 – 16:00' }));
    await user.click(within(dialog).getByRole('button', { name: '일정 확정' }));
    expect(patch).toHaveBeenCalledWith('/oneday/requests/1', {
      status: 'scheduled',
      scheduledAt: '2025-12-01T06:00:00.000Z',
    });
    expect(await screen.findByText('일정이 확정되었습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a custom date and time are confirmed, then that Seoul time is sent as ISO', async () => {
    patch.mockResolvedValue(envelope(request(1, '김하늘', 'scheduled')));
    const user = await renderAndPress('김하늘 일정 확정');
    const dialog = screen.getByRole('dialog', { name: '일정 확정' });
    await user.click(within(dialog).getByRole('radio', { name: '직접 입력' }));
    fireEvent.change(within(dialog).getByLabelText('날짜'), { target: { value: '2025-12-05' } });
    await user.click(within(dialog).getByRole('button', { name: '일정 확정' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('날짜와 시간을 입력해주세요.');
    fireEvent.change(within(dialog).getByLabelText('시작 시간'), { target: { value: '10:30' } });
    expect(within(dialog).getByText('종료 시간: 11:30')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '일정 확정' }));
    expect(patch).toHaveBeenCalledWith('/oneday/requests/1', {
      status: 'scheduled',
      scheduledAt: '2025-12-05T01:30:00.000Z',
    });
  });

  it('when the preferred time cannot be read, then only the custom input is offered', async () => {
    get.mockResolvedValue(
      envelope({
        requests: [request(1, '김하늘', 'contacted', { preferredTime: '주말 오후' })],
        totalPages: 1,
        totalCount: 1,
      }),
    );
    await renderAndPress('김하늘 일정 확정');
    const dialog = screen.getByRole('dialog', { name: '일정 확정' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('날짜')).toBeInTheDocument();
  });

  it('when the change is refused, then the server message shows and the modal stays', async () => {
    patch.mockRejectedValue(httpError(409, '현재 상태에서는 해당 상태로 변경할 수 없습니다.'));
    const error = vi.spyOn(toast, 'error');
    const user = await renderAndPress('김하늘 일정 확정');
    const dialog = screen.getByRole('dialog', { name: '일정 확정' });
    await user.click(within(dialog).getByRole('radio', { name: '12월 3일 (수) 11:00 – 12:00' }));
    await user.click(within(dialog).getByRole('button', { name: '일정 확정' }));
    expect(
      await screen.findByText('현재 상태에서는 해당 상태로 변경할 수 없습니다.'),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('현재 상태에서는 해당 상태로 변경할 수 없습니다.', {
      duration: 5000,
    });
    expect(screen.getByRole('dialog', { name: '일정 확정' })).toBeInTheDocument();
  });

  it('when the change fails without a message, then the retry message shows', async () => {
    patch.mockRejectedValue(httpError(500));
    await renderAndPress('김하늘 연락 완료');
    expect(
      await screen.findByText('상태 변경에 실패했습니다. 다시 시도해주세요.'),
    ).toBeInTheDocument();
  });
});
