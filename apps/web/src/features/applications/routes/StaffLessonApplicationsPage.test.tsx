import {
  STAFF_MESSAGES,
  type TFirstDuePreview,
  type TLessonApplicationItem,
} from '@academy/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser, type TUser } from '@/test/user';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { THttpResponse } from '@/lib/http-client';
import { envelope, httpError } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { lessonApplication } from '@/test/lesson-applications';
import { renderPage } from '@/test/render-route';
import { StaffLessonApplicationsPage } from './StaffLessonApplicationsPage';
import { mockApiClient } from '@/test/mock-api-client';
import { expectFacts } from '@/test/facts';

const { get, patch } = mockApiClient();

const pendingRequest = lessonApplication();
const approvedRequest = lessonApplication({
  requestId: 4,
  name: '이바다',
  preferredTime: '화요일: 20:00',
  lessonType: '일반',
  isForeigner: false,
  status: 'approved',
  teacherResponse: '환영합니다',
  handler: { name: '박지훈' },
});
const childRequest = lessonApplication({
  requestId: 5,
  applicant: 'child',
  name: '박하준',
  birthDate: '2015-03-02',
  age: 11,
  phoneNumber: null,
  email: null,
  guardian: {
    name: '박서연',
    phoneNumber: '01098765432',
    email: 'mom@example.com',
    relationship: 'mother',
  },
  consentedAt: '2026-11-29T01:00:00.000Z',
  isForeigner: false,
});

const approval = {
  temporaryPassword: 'Xy7pQ2mN4k',
  studentName: '김하늘',
  userId: 12,
  loginId: 's01012345678',
};

function listAnswer(requests: TLessonApplicationItem[], totalPages = 1, total = requests.length) {
  return envelope({ requests, pagination: { totalPages, total, page: 1, limit: 10 } });
}

beforeEach(() => {
  get.mockReset();
  patch.mockReset();
  get.mockImplementation((url: string) => {
    if (url === '/lessons/requests') {
      return Promise.resolve(listAnswer([pendingRequest, approvedRequest], 3, 23));
    }
    if (url === '/lessons/requests/3') return Promise.resolve(envelope(pendingRequest));
    if (url === '/lessons/requests/4') return Promise.resolve(envelope(approvedRequest));
    if (url === '/lessons/requests/5') return Promise.resolve(envelope(childRequest));
    if (url === '/teachers/pending-counts') return Promise.reject(httpError(404));
    return Promise.reject(httpError(404));
  });
});

function renderScreen() {
  const user = setupUser();
  const rendered = renderPage(<StaffLessonApplicationsPage />, '/admin/lesson-requests');
  return { user, ...rendered };
}

function listCalls() {
  return get.mock.calls.filter(([url]) => url === '/lessons/requests').map(([, config]) => config);
}

async function openApprove(user: TUser) {
  const table = await screen.findByRole('table', { name: '레슨 신청 목록' });
  await user.click(within(table).getByRole('button', { name: '김하늘 신청 승인' }));
  return screen.findByRole('dialog', { name: '김하늘님 레슨 승인' });
}

/** Renders the screen and opens 김하늘's approval dialog. */
async function renderApproveDialog() {
  const { user } = renderScreen();
  return { user, dialog: await openApprove(user) };
}

/** Renders the screen (its language already English), opens 김하늘's approval and picks Monday. */
async function openEnglishApprovalOnMonday() {
  const { user } = renderScreen();
  const table = await screen.findByRole('table', { name: 'Lesson requests' });
  await user.click(within(table).getByRole('button', { name: 'Approve 김하늘' }));
  const dialog = await screen.findByRole('dialog', { name: "Approve 김하늘's lesson" });
  await user.click(within(dialog).getByLabelText('Monday 19:00 – 20:00'));
  return { user, dialog };
}

/** Pressing approve is refused with `message` in the dialog's alert, and nothing is sent. */
async function expectApprovalRefused(user: TUser, dialog: HTMLElement, message: string) {
  await user.click(within(dialog).getByRole('button', { name: '승인' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
  expect(patch).not.toHaveBeenCalled();
}

/** The notice that tells what the approval made, open over the list once the approval went. */
const approvedNotice = () => screen.findByRole('dialog', { name: '김하늘님 레슨 승인 완료' });

async function openReject(user: TUser) {
  const table = await screen.findByRole('table', { name: '레슨 신청 목록' });
  await user.click(within(table).getByRole('button', { name: '김하늘 신청 거절' }));
  return screen.findByRole('dialog', { name: '김하늘님 레슨 신청 거절' });
}

describe('StaffLessonApplicationsPage list', () => {
  it('when it loads, then rows show name, badge, type, phone, cut time, status, date', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: '레슨 신청 목록' });
    const row = within(table).getByRole('row', { name: /김하늘/ });
    expect(within(row).getByText('FOR')).toBeInTheDocument();
    expect(within(row).getByText('입시')).toBeInTheDocument();
    expect(within(row).getByText('010-1234-5678')).toBeInTheDocument();
    // 38 characters: at most 40 is shown whole in the table.
    expect(within(row).getByText(pendingRequest.preferredTime ?? '')).toBeInTheDocument();
    expect(within(row).getByText('대기중')).toBeInTheDocument();
    expect(within(row).getByText('2025-11-21')).toBeInTheDocument();
    const decided = within(table).getByRole('row', { name: /이바다/ });
    expect(within(decided).getByText('박지훈')).toBeInTheDocument();
    expect(within(decided).getByText('일반 (취미)')).toBeInTheDocument();
    expect(screen.getByText('총 23건')).toBeInTheDocument();
    // Cards cut the preferred time at 25 characters.
    const cards = screen.getByRole('list', { name: '레슨 신청 목록' });
    expect(within(cards).getByText('월요일: 18:00, 19:00 | 수요일: ...')).toBeInTheDocument();
  });

  it('when the preferred time is longer than 40, then the table cuts it to 30', async () => {
    const long = '월요일: 10:00, 11:00, 12:00, 13:00 | 화요일: 10:00, 11:00';
    get.mockImplementation(() =>
      Promise.resolve(listAnswer([lessonApplication({ preferredTime: long })])),
    );
    renderScreen();
    const table = await screen.findByRole('table', { name: '레슨 신청 목록' });
    expect(within(table).getByText(`${long.slice(0, 30)}...`)).toBeInTheDocument();
  });

  it('when a request is decided, then it offers only the detail button', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: '레슨 신청 목록' });
    expect(within(table).getByRole('button', { name: '김하늘 신청 승인' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '김하늘 신청 거절' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '이바다 상세 보기' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '이바다 신청 승인' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '이바다 신청 거절' })).toBeNull();
    const cards = screen.getByRole('list', { name: '레슨 신청 목록' });
    expect(within(cards).queryByRole('button', { name: '이바다 신청 승인' })).toBeNull();
    expect(within(cards).getByRole('button', { name: '김하늘 신청 승인' })).toBeInTheDocument();
  });

  it('when the page and the filter change, then they are asked for and the filter resets the page', async () => {
    const { user } = renderScreen();
    await screen.findByRole('table', { name: '레슨 신청 목록' });
    expect(listCalls()[0]).toEqual({ params: { page: 1, limit: 10 } });
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ params: { page: 2, limit: 10 } }));
    await user.click(screen.getByLabelText('상태'));
    await user.click(screen.getByRole('option', { name: '승인됨' }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({ params: { page: 1, limit: 10, status: 'approved' } }),
    );
    await user.click(screen.getByLabelText('상태'));
    await user.click(screen.getByRole('option', { name: '전체' }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ params: { page: 1, limit: 10 } }));
  });

  it('when the list is empty, then it says so', async () => {
    get.mockImplementation(() => Promise.resolve(listAnswer([], 0, 0)));
    renderScreen();
    expect(await screen.findByText('레슨 신청이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('총 0건')).toBeInTheDocument();
  });
});

describe('StaffLessonApplicationsPage detail', () => {
  it('when a decided request is opened, then every field shows and no decision is offered', async () => {
    const { user } = renderScreen();
    const table = await screen.findByRole('table', { name: '레슨 신청 목록' });
    await user.click(within(table).getByRole('button', { name: '이바다 상세 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '이바다님의 레슨 신청' });
    expect(get).toHaveBeenCalledWith('/lessons/requests/4');
    for (const text of [
      '2001-04-05 (만 24세)',
      '본인 신청',
      '여성',
      'sky@example.com',
      '환영합니다',
      '박지훈',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('2025-11-21 01:30')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '승인' })).toBeNull();
  });

  it('when a request for a child is listed and opened, then the age, the guardian and the consent show', async () => {
    get.mockImplementation((url: string) =>
      url === '/lessons/requests/5'
        ? Promise.resolve(envelope(childRequest))
        : Promise.resolve(listAnswer([childRequest])),
    );
    const { user } = renderScreen();
    const table = await screen.findByRole('table', { name: '레슨 신청 목록' });
    const row = within(table).getByRole('row', { name: /박하준/ });
    for (const text of ['자녀 신청', '2015-03-02 (만 11세)', '박서연 (어머니)']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    // The child has no phone of their own: the guardian's is the contact.
    expect(within(row).getByText('010-9876-5432 (보호자)')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: '박하준 상세 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '박하준님의 레슨 신청' });
    expectFacts(within(dialog), {
      '신청 대상': '자녀 신청',
      생년월일: '2015-03-02 (만 11세)',
      연락처: '010-9876-5432 (보호자)',
      이메일: '-',
      보호자: '박서연 (어머니)',
      '보호자 연락처': '010-9876-5432',
      '보호자 이메일': 'mom@example.com',
      동의: '2026-11-29 10:00',
    });
  });

  it('when a pending request is opened, then it can be approved from the detail', async () => {
    const { user } = renderScreen();
    const table = await screen.findByRole('table', { name: '레슨 신청 목록' });
    await user.click(within(table).getByRole('button', { name: '김하늘 상세 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '김하늘님의 레슨 신청' });
    expect(within(dialog).getByText('드럼을 처음 배워요.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(await screen.findByRole('dialog', { name: '김하늘님 레슨 승인' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '김하늘님의 레슨 신청' })).toBeNull();
  });
});

describe('StaffLessonApplicationsPage approval', () => {
  it('when a preferred time is approved, then its slot and the exam fee are sent and the password shown and copied', async () => {
    patch.mockResolvedValue(envelope(approval));
    const { user, dialog } = await renderApproveDialog();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    expect(within(dialog).getByLabelText('월 수강료 (원)')).toHaveValue(210000);
    expect(within(dialog).getByLabelText('외국인 회원 (영어 화면)')).toBeChecked();

    await expectApprovalRefused(user, dialog, '희망 시간 중 하나를 선택해주세요.');

    await user.click(within(dialog).getByLabelText('월요일 19:00 – 20:00'));
    await user.click(within(dialog).getByRole('button', { name: '승인' }));

    const notice = await approvedNotice();
    expect(patch).toHaveBeenCalledWith('/lessons/requests/3/approve', {
      teacherId: 1,
      assignedTime: 'Monday 19:00-20:00',
      lessonDayOfWeek: 'Monday',
      lessonStartTime: '19:00',
      lessonEndTime: '20:00',
      monthlyFee: 210000,
      isForeigner: true,
    });
    expect(screen.queryByRole('dialog', { name: '김하늘님 레슨 승인' })).toBeNull();
    expect(notice).toHaveAccessibleDescription(
      '임시 비밀번호는 지금 한 번만 표시됩니다. 창을 닫기 전에 복사하거나 옮겨 적어주세요.',
    );
    expect(within(notice).getByText('s01012345678')).toBeInTheDocument();
    expect(within(notice).getByText('Xy7pQ2mN4k')).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      '학생에게 임시 비밀번호로 로그인한 뒤 비밀번호를 바꾸도록 안내해주세요.',
    );
    expect(writeText).toHaveBeenCalledWith('Xy7pQ2mN4k');
    expect(
      await screen.findByText('임시 비밀번호가 클립보드에 복사되었습니다.'),
    ).toBeInTheDocument();
    writeText.mockClear();
    await user.click(within(notice).getByRole('button', { name: '임시 비밀번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('Xy7pQ2mN4k');
    await user.click(within(notice).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  });

  it('when the clipboard refuses, then the approval still completes without the copied toast', async () => {
    patch.mockResolvedValue(envelope(approval));
    const { user, dialog } = await renderApproveDialog();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(dialog).getByLabelText('수요일 17:00 – 18:00'));
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    const notice = await approvedNotice();
    expect(screen.queryByRole('dialog', { name: '김하늘님 레슨 승인' })).toBeNull();
    expect(within(notice).getByText('Xy7pQ2mN4k')).toBeInTheDocument();
    expect(screen.queryByText('임시 비밀번호가 클립보드에 복사되었습니다.')).toBeNull();
    await user.click(within(notice).getByRole('button', { name: '임시 비밀번호 복사' }));
    expect(
      await screen.findByText('복사하지 못했습니다. 비밀번호를 직접 옮겨 적어주세요.'),
    ).toBeInTheDocument();
  });

  it('when the interface is English, then the notice tells the password in English and closes by keyboard', async () => {
    window.localStorage.setItem('language', 'ENG');
    try {
      patch.mockResolvedValue(envelope(approval));
      vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      const { user, dialog } = await openEnglishApprovalOnMonday();
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      const notice = await screen.findByRole('dialog', { name: "김하늘's lesson approved" });
      expect(notice).toHaveAccessibleDescription(
        'The temporary password is shown only now. Copy it or write it down before closing this window.',
      );
      expect(within(notice).getByText('Temporary password')).toBeInTheDocument();
      expect(within(notice).getByText('Xy7pQ2mN4k')).toBeInTheDocument();
      expect(within(notice).getByRole('button', { name: 'Copy temporary password' })).toBeEnabled();
      const ok = within(notice).getByRole('button', { name: 'OK' });
      ok.focus();
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      window.localStorage.removeItem('language');
    }
  });

  it('when an unreadable preferred time is chosen, then the custom option is asked for', async () => {
    const { user, dialog } = await renderApproveDialog();
    await user.click(within(dialog).getByLabelText('아무때나'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '선택한 희망 시간을 해석할 수 없습니다. 직접 입력을 선택해주세요.',
    );
    await expectApprovalRefused(user, dialog, '직접 입력을 선택해주세요.');
  });

  it('when the custom mode is used, then weekday and times are required and sent', async () => {
    patch.mockResolvedValue(envelope(approval));
    const { user, dialog } = await renderApproveDialog();
    await user.click(within(dialog).getByLabelText('직접 입력'));
    await expectApprovalRefused(user, dialog, '수업 요일, 시작 시간, 종료 시간을 입력해주세요.');

    await user.click(within(dialog).getByLabelText('수업 요일'));
    await user.click(within(dialog).getByRole('option', { name: '금요일' }));
    fireEvent.change(within(dialog).getByLabelText('시작 시간'), { target: { value: '18:30' } });
    expect(within(dialog).getByLabelText('종료 시간')).toHaveValue('19:30');
    const fee = within(dialog).getByLabelText('월 수강료 (원)');
    await user.clear(fee);
    await user.type(fee, '190000');
    await user.click(within(dialog).getByLabelText('외국인 회원 (영어 화면)'));
    await fillIn(user, within(dialog).getByLabelText('학생에게 전할 말 (선택)'), '금요일에 만나요');
    await user.click(within(dialog).getByRole('button', { name: '승인' }));

    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/lessons/requests/3/approve', {
        teacherId: 1,
        teacherResponse: '금요일에 만나요',
        assignedTime: 'Friday 18:30-19:30',
        lessonDayOfWeek: 'Friday',
        lessonStartTime: '18:30',
        lessonEndTime: '19:30',
        monthlyFee: 190000,
        isForeigner: false,
      }),
    );
  });

  it('when the fee is cleared, then a valid fee is asked for', async () => {
    const { user, dialog } = await renderApproveDialog();
    await user.click(within(dialog).getByLabelText('월요일 18:00 – 19:00'));
    await user.clear(within(dialog).getByLabelText('월 수강료 (원)'));
    await expectApprovalRefused(user, dialog, '올바른 월 수강료를 입력해주세요.');
  });

  it.each([
    ['the slot is taken', STAFF_MESSAGES.lessonSlotTaken.ko],
    ["another account has the applicant's email", STAFF_MESSAGES.lessonEmailInUse.ko],
  ])(
    'when the server refuses because %s, then its message shows and the modal keeps the input',
    async (_reason, taken) => {
      patch.mockRejectedValue(httpError(409, taken));
      const { user, dialog } = await renderApproveDialog();
      await user.click(within(dialog).getByLabelText('월요일 18:00 – 19:00'));
      await user.click(within(dialog).getByRole('button', { name: '승인' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(taken);
      expect(screen.getAllByText(taken).length).toBeGreaterThan(1);
      expect(screen.getByRole('dialog', { name: '김하늘님 레슨 승인' })).toBeInTheDocument();
      expect(within(dialog).getByLabelText('월요일 18:00 – 19:00')).toBeChecked();
      expect(within(dialog).getByRole('button', { name: '승인' })).toBeEnabled();
      expect(screen.queryByRole('dialog', { name: '김하늘님 레슨 승인 완료' })).toBeNull();
    },
  );

  it('when the server gives no message, then the approval failure text shows', async () => {
    patch.mockRejectedValue(httpError(500));
    const { user, dialog } = await renderApproveDialog();
    await user.click(within(dialog).getByLabelText('월요일 18:00 – 19:00'));
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '수업 신청 승인에 실패했습니다.',
    );
  });

  it('when approve is pressed twice, then one request is sent', async () => {
    let answer: (value: THttpResponse) => void = () => undefined;
    patch.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, dialog } = await renderApproveDialog();
    await user.click(within(dialog).getByLabelText('월요일 18:00 – 19:00'));
    const submit = within(dialog).getByRole('button', { name: '승인' });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveTextContent('승인 중...');
    expect(patch).toHaveBeenCalledTimes(1);
    answer(envelope(approval));
    await approvedNotice();
    expect(screen.queryByRole('dialog', { name: '김하늘님 레슨 승인' })).toBeNull();
  });
});

describe('StaffLessonApplicationsPage approval: the first due', () => {
  const PRORATED: TFirstDuePreview = {
    kind: 'prorated',
    month: '2026-12',
    price: 127_500,
    siblingDiscount: 0,
    amount: 127_500,
    dueDate: '2026-12-03',
    proration: { lessons: 3, monthLessons: 4 },
  };
  // A second child of a guardian: the sibling discount is taken off and said.
  const NEXT_MONTH: TFirstDuePreview = {
    kind: 'next_month',
    month: '2027-01',
    price: 200_000,
    siblingDiscount: 20_000,
    amount: 180_000,
    dueDate: '2027-01-01',
    proration: null,
  };

  /** The preview answers `answer(query)`; the other calls as before. */
  function answerFirstDue(answer: (params: Record<string, unknown>) => TFirstDuePreview) {
    const others = get.getMockImplementation();
    get.mockImplementation((url: string, config?: { params?: Record<string, unknown> }) =>
      url === '/lessons/requests/3/first-due'
        ? Promise.resolve(envelope(answer(config?.params ?? {})))
        : (others?.(url, config) ?? Promise.reject(httpError(404))),
    );
  }
  const previewCalls = () =>
    get.mock.calls
      .filter(([url]) => url === '/lessons/requests/3/first-due')
      .map(([, config]) => (config as { params?: unknown } | undefined)?.params);

  it('when a slot is chosen and the fee changed, then the dialog shows the first due before confirming', async () => {
    answerFirstDue((params) => (params.monthlyFee === 200000 ? NEXT_MONTH : PRORATED));
    const { user, dialog } = await renderApproveDialog();
    const firstDue = within(dialog).getByRole('status');
    expect(firstDue).toHaveTextContent(
      '첫 수강료 수업 시간과 월 수강료를 정하면 첫 수강료가 표시됩니다.',
    );
    expect(previewCalls()).toEqual([]);

    await user.click(within(dialog).getByLabelText('월요일 19:00 – 20:00'));
    await waitFor(() =>
      expect(firstDue).toHaveTextContent(
        '첫 수강료 2026년 12월 수업 4회 중 3회분 127,500원, 납부 기한 2026-12-03',
      ),
    );
    expect(previewCalls()).toEqual([
      { lessonDayOfWeek: 'Monday', lessonStartTime: '19:00', monthlyFee: 210000 },
    ]);

    // Typed digit by digit, the fee is asked for once it settles.
    const fee = within(dialog).getByLabelText('월 수강료 (원)');
    await user.clear(fee);
    await user.type(fee, '200000');
    await waitFor(() =>
      expect(firstDue).toHaveTextContent(
        '첫 수강료 2027년 1월 수강료 180,000원, 납부 기한 2027-01-01 (이번 달에는 남은 수업이 없습니다) · 형제 할인 -20,000원',
      ),
    );
    expect(previewCalls().at(-1)).toEqual({
      lessonDayOfWeek: 'Monday',
      lessonStartTime: '19:00',
      monthlyFee: 200000,
    });
    expect(previewCalls().length).toBeLessThanOrEqual(3);
    expect(patch).not.toHaveBeenCalled();
  });

  it('when the approval goes through, then the first due is not asked for again (a decided request has none)', async () => {
    answerFirstDue(() => PRORATED);
    patch.mockResolvedValue(envelope(approval));
    const { user, dialog } = await renderApproveDialog();
    await user.click(within(dialog).getByLabelText('월요일 19:00 – 20:00'));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('127,500원'));
    const asked = previewCalls().length;

    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    await approvedNotice();
    // The list is refreshed after the approval; the preview is not.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
    expect(previewCalls()).toHaveLength(asked);
  });

  it('when the interface is English, then the first due reads in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    try {
      answerFirstDue(() => PRORATED);
      const { dialog } = await openEnglishApprovalOnMonday();
      expect(
        await within(dialog).findByText(
          'KRW 127,500 for 3 of 4 lessons in December 2026, due 2026-12-03',
        ),
      ).toBeInTheDocument();
    } finally {
      window.localStorage.removeItem('language');
    }
  });

  it('when the preview fails, then the dialog says so and the approval still goes', async () => {
    patch.mockResolvedValue(envelope(approval));
    const { user, dialog } = await renderApproveDialog();
    await user.click(within(dialog).getByLabelText('월요일 19:00 – 20:00'));
    expect(
      await within(dialog).findByText('첫 수강료를 계산하지 못했습니다. 승인은 할 수 있습니다.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    await approvedNotice();
  });
});

describe('StaffLessonApplicationsPage rejection', () => {
  it('when the reason is blank, then it is asked for inline and nothing is sent', async () => {
    const { user } = renderScreen();
    const dialog = await openReject(user);
    await fillIn(user, within(dialog).getByLabelText('거절 사유'), '   ');
    await user.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('거절 사유를 입력해주세요.');
    expect(within(dialog).getByLabelText('거절 사유')).toHaveAttribute('aria-invalid', 'true');
    expect(patch).not.toHaveBeenCalled();
  });

  it('when a reason is given, then it is sent, announced and the list refreshed', async () => {
    patch.mockResolvedValue(envelope(null));
    const { user } = renderScreen();
    const dialog = await openReject(user);
    await fillIn(user, within(dialog).getByLabelText('거절 사유'), ' 정원 초과 ');
    await user.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(patch).toHaveBeenCalledWith('/lessons/requests/3/reject', { reason: '정원 초과' });
    expect(await screen.findByText('수업 신청이 거절되었습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  });

  it('when the rejection fails, then the server message or the fallback shows and the modal stays', async () => {
    patch.mockRejectedValueOnce(httpError(409, '대기 중인 신청만 처리할 수 있습니다.'));
    patch.mockRejectedValueOnce(httpError(500));
    const { user } = renderScreen();
    const dialog = await openReject(user);
    await fillIn(user, within(dialog).getByLabelText('거절 사유'), '정원 초과');
    await user.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(await screen.findByText('대기 중인 신청만 처리할 수 있습니다.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(await screen.findByText('수업 신청 거절에 실패했습니다.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('거절 사유')).toHaveValue('정원 초과');
  });
});
