import type { TTeacherBusyTimes } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type TUser } from '@/test/user';
import type { TRequestOptions } from '@/lib/http-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { renderPage } from '@/test/render-route';
import { personalSchedule, teacherBusyTimes } from '@/test/teacher-schedule';
import { MemberLessonSchedulePage } from './MemberLessonSchedulePage';
import { mockApiClient } from '@/test/mock-api-client';
import { freezeDateInEachTest } from '@/test/frozen-date';
import { attendanceOccurrence } from '@/test/attendance';

const { get, post, patch } = mockApiClient();

// Thursday 20 November 2025, 10:00 in Seoul; the member's lesson is on Tuesdays.
const NOW = new Date('2025-11-20T01:00:00Z');

const profile = {
  userId: 7,
  name: '김하늘',
  email: 'student@example.com',
  phoneNumber: '01012345678',
  lessonDayOfWeek: 'Tuesday',
  lessonStartTime: '19:00',
  lessonEndTime: '20:00',
  isForeigner: false,
  teacherId: 1,
};

// Last week's lesson, still waiting for staff.
const pending = {
  id: 4,
  user: { name: '김하늘', phoneNumber: '01012345678', email: 'student@example.com' },
  changeType: 'temporary',
  changePeriod: 'custom',
  changeStartDate: '2025-11-18',
  changeEndDate: '2025-11-18',
  requestedDate: '2025-11-28',
  requestedStartTime: '15:00',
  requestedEndTime: '16:00',
  requestedWeekDay: 'Friday',
  reason: '출장',
  status: 'pending',
  teacherResponse: null,
  createdAt: '2025-11-19T01:00:00.000Z',
  updatedAt: '2025-11-19T01:00:00.000Z',
};

// What POST /modification answers for the request the tests send.
const created = {
  ...pending,
  id: 5,
  changeStartDate: '2025-11-25',
  changeEndDate: '2025-11-25',
  requestedDate: '2025-11-27',
  requestedStartTime: '17:00',
  requestedEndTime: '18:00',
  requestedWeekDay: 'Thursday',
  reason: '시험 기간',
};

const page = { totalPages: 1, total: 1, page: 1, limit: 10 };

const NONE_PENDING = { hasPending: false, pendingCount: 0, request: null };

// What GET /modification/check-pending answers for the same request.
const pendingCheck = {
  hasPending: true,
  pendingCount: 1,
  request: {
    id: 4,
    originalDate: '2025-11-18',
    requestedDate: '2025-11-28',
    requestedStartTime: '15:00',
    requestedEndTime: '16:00',
    createdAt: '2025-11-19T01:00:00.000Z',
  },
};
let checkPending: object = pendingCheck;

// Role queries compute every candidate's accessible name, which is slow in jsdom: days are looked
// for within the month grid, not among every button of the page.
const day = (date: string) =>
  within(screen.getByRole('grid')).getByRole('button', { name: new RegExp(`^2025년 ${date} `) });

/** The lesson dates the target select offers, once all 4 choices are there. */
async function offeredTargets() {
  const select = screen.getByLabelText('변경할 레슨 날짜');
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
  return within(select)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value);
}

/** Next Tuesday's lesson moved to Thursday the 27th: that day's hours. */
async function openThursdayHours(user: TUser) {
  await user.selectOptions(screen.getByLabelText('변경할 레슨 날짜'), '2025-11-25');
  await user.click(day('11월 27일'));
  return screen.findByRole('group', { name: '11월 27일 (목) 희망 시간' });
}

/**
 * GETs answered for a member without overrides: their profile, `modifications` and, for the
 * month asked, `busy` of its first day; no pending check.
 */
function answerWithoutOverrides(
  modifications: unknown[],
  busy: (startDate: string) => TTeacherBusyTimes,
) {
  get.mockImplementation((url: string, config?: TRequestOptions) => {
    if (url === '/users/me') return Promise.resolve(envelope(profile));
    if (url === '/schedule/my-overrides') return Promise.resolve(envelope({ overrides: [] }));
    if (url === '/modification') {
      return Promise.resolve(envelope({ modifications, pagination: page }));
    }
    if (url === '/schedule/all-teacher-busy-times') {
      return Promise.resolve(envelope(busy(String(config?.params?.startDate))));
    }
    return Promise.reject(httpError(404));
  });
}

/** Next Tuesday's lesson to Thursday 17:00 for exams: the request `created` stands for. */
async function fillValidRequest(user: TUser) {
  const group = await openThursdayHours(user);
  await user.click(within(group).getByRole('button', { name: '17:00' }));
  await fillIn(user, screen.getByLabelText('변경 사유'), '시험 기간');
}

async function renderSchedule(pausedMonths?: readonly string[]) {
  const user = setupUser();
  renderPage(<MemberLessonSchedulePage pausedMonths={pausedMonths} />, '/user/lesson-schedule');
  await screen.findByRole('form', { name: '레슨 일정 변경 신청' });
  // Lesson dates are offered once the member's notices of absence are known.
  const select = screen.getByLabelText('변경할 레슨 날짜');
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  return user;
}

freezeDateInEachTest(NOW);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  patch.mockReset();
  checkPending = pendingCheck;
  get.mockImplementation((url: string, config?: TRequestOptions) => {
    if (url === '/users/me') return Promise.resolve(envelope(profile));
    if (url === '/modification/check-pending') return Promise.resolve(envelope(checkPending));
    if (url === '/schedule/my-overrides') {
      return Promise.resolve(
        envelope({ overrides: [{ scope: 'single', startDate: '2025-12-02' }] }),
      );
    }
    if (url === '/modification') {
      return Promise.resolve(envelope({ modifications: [pending], pagination: page }));
    }
    if (url === '/schedule/all-teacher-busy-times') {
      const date = String(config?.params?.startDate);
      return Promise.resolve(
        envelope(
          teacherBusyTimes({ personalSchedules: [personalSchedule(date, '14:00', '15:00')] }),
        ),
      );
    }
    return Promise.reject(httpError(404));
  });
});

describe('MemberLessonSchedulePage', () => {
  it('when the targets are listed, then only the next 4 Tuesdays without an override show', async () => {
    await renderSchedule();
    expect(await offeredTargets()).toEqual(['', '2025-11-25', '2025-12-09', '2025-12-16']);
  });

  it('when a pause holds a month, then none of its lessons is offered for moving', async () => {
    renderPage(<MemberLessonSchedulePage pausedMonths={['2025-12']} />, '/user/lesson-schedule');
    await screen.findByRole('form', { name: '레슨 일정 변경 신청' });
    const select = screen.getByLabelText('변경할 레슨 날짜');
    const values = () =>
      within(select)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value);
    await waitFor(() => expect(values()).toEqual(['', '2025-11-25']));
  });

  it('when a pause holds next month, then its days cannot be chosen as the new date and say why', async () => {
    const user = await renderSchedule(['2025-12']);
    await user.selectOptions(screen.getByLabelText('변경할 레슨 날짜'), '2025-11-25');
    expect(day('11월 27일')).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(day('12월 2일')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('12월 2일'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '휴원한 달의 수업은 옮길 수 없고, 휴원한 달로 옮길 수도 없습니다.',
    );
    expect(screen.queryByRole('group', { name: /희망 시간/ })).not.toBeInTheDocument();
  });

  it('when a lesson date already has a pending request, then it is not offered', async () => {
    const waiting = {
      ...pending,
      id: 5,
      changeStartDate: '2025-12-09',
      requestedStartTime: '12:00',
    };
    answerWithoutOverrides([waiting], () => teacherBusyTimes());
    await renderSchedule();
    expect(await offeredTargets()).toEqual(['', '2025-11-25', '2025-12-02', '2025-12-16']);
  });

  it('when a weekend or a day after the 4 weeks is pressed, then it is refused with the reason', async () => {
    const user = await renderSchedule();
    await user.selectOptions(screen.getByLabelText('변경할 레슨 날짜'), '2025-11-25');
    for (const date of ['11월 29일', '11월 30일']) {
      expect(day(date)).toHaveAttribute('aria-disabled', 'true');
      await user.click(day(date));
      expect(screen.getByRole('alert')).toHaveTextContent(
        '새 수업 날짜는 오늘부터 4주 안의 평일(월–금)이어야 합니다.',
      );
    }
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(day('12월 18일')).toHaveAttribute('aria-disabled', 'true');
    expect(day('12월 17일')).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('group', { name: /희망 시간/ })).not.toBeInTheDocument();
  });

  it('when a new date is chosen, then the teacher’s busy hours are disabled', async () => {
    const user = await renderSchedule();
    const group = await openThursdayHours(user);
    expect(within(group).getByRole('button', { name: '14:00' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: '13:00' })).toBeEnabled();
    expect(within(group).getAllByRole('button')).toHaveLength(10);
  });

  it('when the new date is a closed day, then every hour is disabled and the note names the closure', async () => {
    answerWithoutOverrides([], (date) =>
      teacherBusyTimes({ closures: [{ date, reason: '원장 휴가', reasonEn: 'Leave' }] }),
    );
    const user = await renderSchedule();
    const group = await openThursdayHours(user);
    for (const hour of within(group).getAllByRole('button')) expect(hour).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      '이 날은 학원 휴원일(원장 휴가)이라 수업을 옮길 수 없습니다.',
    );
  });

  it('when the month holds a closed day, then the calendar refuses it and says the academy is closed', async () => {
    answerWithoutOverrides([], () =>
      teacherBusyTimes({
        closures: [{ date: '2025-11-27', reason: '원장 휴가', reasonEn: 'Leave' }],
      }),
    );
    const user = await renderSchedule();
    await user.selectOptions(screen.getByLabelText('변경할 레슨 날짜'), '2025-11-25');
    await waitFor(() => expect(day('11월 27일')).toHaveAttribute('aria-disabled', 'true'));
    await user.click(day('11월 27일'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '학원 휴원일입니다. 다른 날짜를 선택해주세요.',
    );
    expect(screen.queryByRole('group', { name: /희망 시간/ })).not.toBeInTheDocument();
  });

  it('when a pending request has the same start time, then the duplicate message shows', async () => {
    const user = await renderSchedule();
    const group = await openThursdayHours(user);
    await user.click(within(group).getByRole('button', { name: '15:00' }));
    expect(screen.getByText('종료 시간: 16:00')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('변경 사유'), '시험 기간');
    await user.click(screen.getByRole('button', { name: '변경 요청하기' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '같은 시간대에 이미 진행 중인 요청이 있습니다.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('when a valid request is sent, then the body has the request fields and the form resets', async () => {
    post.mockResolvedValue(envelope(created));
    const user = await renderSchedule();
    await fillValidRequest(user);
    await user.click(screen.getByRole('button', { name: '변경 요청하기' }));
    expect(post).toHaveBeenCalledWith('/modification', {
      requestType: 'reschedule',
      changeType: 'temporary',
      changePeriod: 'custom',
      changeStartDate: '2025-11-25',
      changeEndDate: '2025-11-25',
      requestMessage: '시험 기간',
      requestedDate: '2025-11-27',
      requestedStartTime: '17:00',
      requestedEndTime: '18:00',
    });
    expect(await screen.findByText('일정 변경 요청이 접수되었습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('변경 사유')).toHaveValue('');
  });

  it('when a request is pending, then a notice above the form names its new date and hours, and the form stays usable', async () => {
    const user = await renderSchedule();
    const title = await screen.findByText(
      '변경 요청이 처리 대기 중입니다: 11월 28일 (금) 15:00–16:00',
    );
    const notice = title.closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent('기존 날짜: 11월 18일 (화)');
    expect(notice).not.toHaveTextContent('모두');
    const form = screen.getByRole('form', { name: '레슨 일정 변경 신청' });
    // Read before the form is filled in: the notice comes first in the page.
    expect((notice?.compareDocumentPosition(form) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.selectOptions(screen.getByLabelText('변경할 레슨 날짜'), '2025-11-25');
    expect(screen.getByLabelText('변경할 레슨 날짜')).toHaveValue('2025-11-25');
  });

  it('when several requests are pending, then the notice counts them', async () => {
    checkPending = { ...pendingCheck, pendingCount: 2 };
    await renderSchedule();
    expect(await screen.findByText('처리 대기 중인 요청이 모두 2건 있습니다.')).toBeInTheDocument();
  });

  it('when the interface is in English, then the notice speaks English with the screen’s date format', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderPage(<MemberLessonSchedulePage />, '/user/lesson-schedule');
    const title = await screen.findByText(
      'A change request is awaiting review: Fri, Nov 28, 15:00–16:00',
    );
    expect(title.closest('[role="status"]')).toHaveTextContent('Original date: Tue, Nov 18');
  });

  it('when nothing is pending, then no notice shows', async () => {
    checkPending = NONE_PENDING;
    await renderSchedule();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/modification/check-pending'));
    expect(screen.queryByText(/처리 대기 중입니다/)).not.toBeInTheDocument();
  });

  it('when a new request is sent, then the pending check is asked again and the notice appears', async () => {
    checkPending = NONE_PENDING;
    post.mockImplementation(() => {
      checkPending = pendingCheck;
      return Promise.resolve(envelope(created));
    });
    const user = await renderSchedule();
    await fillValidRequest(user);
    expect(screen.queryByText(/처리 대기 중입니다/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '변경 요청하기' }));
    expect(
      await screen.findByText('변경 요청이 처리 대기 중입니다: 11월 28일 (금) 15:00–16:00'),
    ).toBeInTheDocument();
  });

  it('when the member gave notice for a lesson date, then it is not offered and the hint says why', async () => {
    const answer = get.getMockImplementation();
    const noticed = attendanceOccurrence({ status: 'absent_with_notice', note: '여행' });
    get.mockImplementation((url: string, config?: TRequestOptions) =>
      url === '/attendance'
        ? Promise.resolve(envelope({ occurrences: [noticed] }))
        : (answer?.(url, config) ?? Promise.reject(httpError(404))),
    );
    await renderSchedule();
    const select = screen.getByLabelText('변경할 레슨 날짜');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => (option as HTMLOptionElement).value),
      ).toEqual(['', '2025-11-25', '2025-12-16']),
    );
    expect(screen.getByText(/결석을 알린 수업 날짜는 목록에 없습니다/)).toBeVisible();
  });

  it('when the notices of absence are still loading, then no lesson date is offered, so a noticed one never shows', async () => {
    const answer = get.getMockImplementation();
    let answerNotices: (occurrences: object[]) => void = () => undefined;
    const notices = new Promise<object[]>((resolve) => {
      answerNotices = resolve;
    });
    get.mockImplementation((url: string, config?: TRequestOptions) =>
      url === '/attendance'
        ? notices.then((occurrences) => envelope({ occurrences }))
        : (answer?.(url, config) ?? Promise.reject(httpError(404))),
    );
    renderPage(<MemberLessonSchedulePage />, '/user/lesson-schedule');
    await screen.findByRole('form', { name: '레슨 일정 변경 신청' });
    const select = screen.getByLabelText('변경할 레슨 날짜');
    const offered = () =>
      within(select)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value);
    // The profile, overrides and requests are in; the notices are not.
    await screen.findByRole('button', { name: /요청 취소$/ });
    expect(offered()).toEqual(['']);

    answerNotices([attendanceOccurrence({ status: 'absent_with_notice' })]);
    await waitFor(() => expect(offered()).toEqual(['', '2025-11-25', '2025-12-16']));
  });

  it('when the member withdraws a pending request, then it asks first and sends the withdrawal', async () => {
    patch.mockResolvedValue(
      envelope({ ...pending, status: 'cancelled' }, '일정 변경 요청을 취소했습니다.'),
    );
    const user = await renderSchedule();
    await user.click(
      await screen.findByRole('button', { name: '11월 18일 (화) 수업 변경 요청 취소' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: '이 변경 요청을 취소할까요?' }));
    await user.click(dialog.getByRole('button', { name: '요청 취소' }));
    expect(patch).toHaveBeenCalledWith('/modification/4/withdraw');
    expect(await screen.findByText('일정 변경 요청을 취소했습니다.')).toBeInTheDocument();
  });
});
