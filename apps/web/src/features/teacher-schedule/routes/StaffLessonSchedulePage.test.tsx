import type { TPersonalSchedule } from '@academy/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser, type TUser } from '@/test/user';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { answerQuestion } from '@/test/dialogs';
import { expectConsoleError } from '@/test/console-guard';
import { fillIn } from '@/test/fill-in';
import { renderPage } from '@/test/render-route';
import { personalSchedule, teacherBusyTimes, weeklyLesson } from '@/test/teacher-schedule';
import { StaffLessonSchedulePage } from './StaffLessonSchedulePage';
import { mockApiClient } from '@/test/mock-api-client';
import { freezeDateInEachTest } from '@/test/frozen-date';

const { get, post, patch, delete: remove } = mockApiClient();

// Thursday 20 November 2025, 10:00 in Seoul.
const NOW = new Date('2025-11-20T01:00:00Z');

const schedule = (
  scheduleId: number,
  title: string,
  date: string,
  start: string,
  end: string,
  extra: Partial<TPersonalSchedule> = {},
): TPersonalSchedule => ({
  ...personalSchedule(date, start, end),
  scheduleId,
  title,
  ...extra,
});

const dentist = schedule(1, '치과 예약', '2025-11-25', '10:00', '11:00', {
  description: '정기 검진',
});
const band = schedule(2, '합주 연습', '2025-11-24', '19:00', '20:00', {
  isRecurring: true,
  recurringPattern: 'weekly',
  recurringUntil: '2025-12-31',
});
const oneday = schedule(3, '원데이 체험', '2025-11-27', '14:00', '15:00', {
  scheduleType: 'oneday_class',
  studentName: '박민수',
  studentContact: '01012345678',
});
const seminar = schedule(4, '세미나', '2025-12-03', '13:00', '14:00');
const pastMeeting = schedule(5, '지난 회의', '2025-11-10', '09:00', '10:00');

const november = teacherBusyTimes({
  regularSchedules: [{ dayOfWeek: 'Tuesday', busyTimes: [weeklyLesson('15:00', '16:00')] }],
  personalSchedules: [dentist, band, oneday],
  approvedModifications: [
    {
      originalDate: '2025-11-18',
      newDate: '2025-11-19',
      originalWeekday: 'Tuesday',
      originalStartTime: '15:00',
      originalEndTime: '16:00',
      newStartTime: '17:00',
      newEndTime: '18:00',
      studentName: '김하늘',
    },
  ],
  makeupLessons: [
    { date: '2025-11-20', startTime: '13:00', endTime: '14:00', studentName: '이보강' },
  ],
});

const CALENDAR_URL = '/schedule/all-teacher-busy-times';
const monthParams = { teacherId: 1, startDate: '2025-11-01', endDate: '2025-11-30' };

function renderScreen() {
  const user = setupUser();
  const { queryClient } = renderPage(<StaffLessonSchedulePage />, '/admin/lesson-schedule');
  return { user, queryClient };
}

// Role queries compute every candidate's accessible name, which is slow in jsdom: events are
// looked for within the month grid, not among every button of the page.
const calendar = () => within(screen.getByRole('grid'));
const event = (name: string) => calendar().getAllByRole('button', { name });
const form = () => within(screen.getByRole('form', { name: '일정 등록' }));
const sidebar = () => within(screen.getByRole('region', { name: '개인 일정' }));

/** Waits for the month's events and the sidebar; polling on the event's text stays cheap. */
async function loaded() {
  await calendar().findByText('개인 일정, 10:00–11:00, 치과 예약');
  await sidebar().findAllByRole('listitem');
}

/** A custom select is named by its label followed by its current value. */
const selectNamed = (label: string) => new RegExp(`^${label} `);

/** The registration form's custom select labelled `label`. */
const formSelect = (label: string) => form().getByRole('button', { name: selectNamed(label) });

async function choose(
  user: TUser,
  scope: ReturnType<typeof within>,
  label: string,
  option: string,
) {
  await user.click(scope.getByRole('button', { name: selectNamed(label) }));
  await user.click(screen.getByRole('option', { name: option }));
}

/** Renders the screen and waits until the month and the sidebar have loaded. */
async function renderLoaded() {
  const rendered = renderScreen();
  await loaded();
  return rendered;
}

/** In the registration form: the start and end times. */
async function chooseTimes(user: TUser, start: string, end: string) {
  await choose(user, form(), '시작 시간', start);
  await choose(user, form(), '종료 시간', end);
}

/** In the registration form: a title, and the event made a recurring one. */
async function startSeries(user: TUser, title: string) {
  await fillIn(user, form().getByLabelText('제목'), title);
  await user.click(form().getByRole('checkbox', { name: '반복 일정' }));
}

async function fillOneOff(user: TUser, date: string, start: string, end: string) {
  await fillIn(user, form().getByLabelText('제목'), '레슨 준비');
  fireEvent.change(form().getByLabelText('날짜'), { target: { value: date } });
  await chooseTimes(user, start, end);
}

const submit = (user: TUser) => user.click(form().getByRole('button', { name: '일정 등록' }));

freezeDateInEachTest(NOW);

beforeEach(() => {
  for (const mock of [get, post, patch, remove]) mock.mockReset();
  get.mockImplementation((url: string) => {
    if (url === CALENDAR_URL) return Promise.resolve(envelope(november));
    if (url === '/teacher-schedule') {
      return Promise.resolve(
        envelope({ data: { schedules: [pastMeeting, seminar, band, dentist, oneday] } }),
      );
    }
    if (url === '/teacher-schedule/busy-times') {
      return Promise.resolve(envelope({ busyTimes: [{ startTime: '10:00', endTime: '11:00' }] }));
    }
    return Promise.reject(httpError(404));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StaffLessonSchedulePage: calendar and sidebar', () => {
  it('when a day of the month is closed, then the calendar marks it and its lessons are gone', async () => {
    const closed = {
      ...november,
      closures: [{ date: '2025-11-25', reason: '휴가', reasonEn: 'Leave' }],
    };
    get.mockImplementation((url: string) => {
      if (url === CALENDAR_URL) return Promise.resolve(envelope(closed));
      if (url === '/closures') return Promise.resolve(envelope({ closures: [] }));
      if (url === '/teacher-schedule')
        return Promise.resolve(envelope({ data: { schedules: [] } }));
      return Promise.reject(httpError(404));
    });
    renderScreen();
    const closedLabel = await screen.findByText(/^2025년 11월 25일 .*, 휴원일$/);
    const dayCell = (label: HTMLElement) => within(label.closest('td') ?? document.body);
    await waitFor(() =>
      expect(dayCell(screen.getByText(/^2025년 11월 11일 /)).getAllByRole('button')).toHaveLength(
        1,
      ),
    );
    expect(dayCell(closedLabel).queryAllByRole('button', { name: /^정규 레슨/ })).toEqual([]);
  });

  it('when the member paused the month keeping the slot, then none of the slot’s lessons is drawn', async () => {
    const paused = teacherBusyTimes({
      regularSchedules: [
        {
          dayOfWeek: 'Tuesday',
          busyTimes: [{ ...weeklyLesson('15:00', '16:00'), pausedMonths: ['2025-11'] }],
        },
      ],
    });
    get.mockImplementation((url: string) => {
      if (url === CALENDAR_URL) return Promise.resolve(envelope(paused));
      if (url === '/teacher-schedule')
        return Promise.resolve(envelope({ data: { schedules: [] } }));
      return Promise.reject(httpError(404));
    });
    renderScreen();
    const tuesday = await screen.findByText(/^2025년 11월 11일 /);
    await waitFor(() => expect(get).toHaveBeenCalledWith(CALENDAR_URL, expect.anything()));
    expect(
      within(tuesday.closest('td') ?? document.body).queryAllByRole('button', {
        name: /^정규 레슨/,
      }),
    ).toEqual([]);
  });

  it('when it loads, then lessons, moved lessons, make-ups, personal events and one-day classes fill the month', async () => {
    await renderLoaded();
    expect(get).toHaveBeenCalledWith(CALENDAR_URL, { params: monthParams });
    expect(get).toHaveBeenCalledWith('/teacher-schedule', { params: { teacherId: 1 } });
    // Tuesdays 4, 11 and 25; the 18th moved to the 19th at 17:00.
    expect(event('정규 레슨, 15:00–16:00, 김하늘')).toHaveLength(3);
    expect(event('변경된 레슨, 17:00–18:00, 김하늘')).toHaveLength(1);
    expect(event('보강, 13:00–14:00, 이보강')).toHaveLength(1);
    expect(event('개인 일정, 10:00–11:00, 치과 예약')).toHaveLength(1);
    expect(event('개인 일정, 19:00–20:00, 합주 연습')).toHaveLength(1);
    expect(event('원데이클래스, 14:00–15:00, 원데이 체험')).toHaveLength(1);
    const chip = event('정규 레슨, 15:00–16:00, 김하늘')[0];
    expect(chip).toHaveTextContent('●김하늘15:00');
    const legend = within(screen.getByRole('list', { name: '일정 종류' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '●정규 레슨',
      '◆변경된 레슨',
      '★보강',
      '■개인 일정',
      '▲원데이클래스',
    ]);
  });

  it('when a make-up is clicked, then its read-only detail says it was booked with a credit', async () => {
    const { user } = await renderLoaded();
    await user.click(calendar().getByRole('button', { name: '보강, 13:00–14:00, 이보강' }));
    const dialog = within(screen.getByRole('dialog', { name: '이보강 레슨' }));
    expect(dialog.getByText('보강')).toBeInTheDocument();
    expect(dialog.getByText('보강 크레딧으로 예약된 보강 수업입니다.')).toBeInTheDocument();
  });

  it('when the month changes, then that month is asked for', async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(get).toHaveBeenLastCalledWith(CALENDAR_URL, {
      params: { teacherId: 1, startDate: '2025-12-01', endDate: '2025-12-31' },
    });
  });

  it('when a lesson is clicked, then a read-only detail opens', async () => {
    const { user } = await renderLoaded();
    await user.click(calendar().getByRole('button', { name: '변경된 레슨, 17:00–18:00, 김하늘' }));
    const dialog = within(screen.getByRole('dialog', { name: '김하늘 레슨' }));
    expect(dialog.getByText('2025년 11월 19일 수요일')).toBeInTheDocument();
    expect(dialog.getByText('17:00–18:00')).toBeInTheDocument();
    expect(dialog.getByText('일정 변경 요청이 승인되어 옮겨진 레슨입니다.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();
  });

  it('when the sidebar shows, then upcoming schedules come first, 3 at a time, with a toggle', async () => {
    const { user } = await renderLoaded();
    const titles = () =>
      sidebar()
        .getAllByRole('listitem')
        .map((item) => item.querySelector('button span span')?.textContent);
    expect(titles()).toEqual(['■합주 연습', '■치과 예약', '▲원데이 체험']);
    const toggle = sidebar().getByRole('button', { name: '더보기 (2개)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(titles()).toEqual(['■합주 연습', '■치과 예약', '▲원데이 체험', '■세미나', '■지난 회의']);
    expect(sidebar().getByText('지난 일정')).toBeInTheDocument();
    await user.click(sidebar().getByRole('button', { name: '접기' }));
    expect(titles()).toHaveLength(3);
    expect(sidebar().getByText('다음 일정: 11월 24일 (월) · 19:00–20:00')).toBeInTheDocument();
    expect(sidebar().getByText('매주 · 12월 31일 (수)까지')).toBeInTheDocument();
  });

  it('when a lookup fails, then the load failure is told', async () => {
    expectConsoleError('Loading the teacher schedule failed');
    get.mockRejectedValue(httpError(500));
    const error = vi.spyOn(toast, 'error');
    renderScreen();
    expect(await screen.findByText('일정을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('일정을 불러오지 못했습니다.', {
      id: 'personal-schedule-load-failed',
      duration: 5000,
    });
  });
});

describe('StaffLessonSchedulePage: registration', () => {
  it('when required items are missing, then each says so and nothing is sent', async () => {
    const { user } = await renderLoaded();
    await submit(user);
    expect(form().getAllByText('필수 항목을 입력해주세요.')).toHaveLength(4);
    expect(form().getByLabelText('제목')).toHaveFocus();
    expect(form().getByLabelText('날짜')).toHaveAttribute('aria-invalid', 'true');
    expect(formSelect('시작 시간')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('when the day is past or the end is not after the start, then those rules are told', async () => {
    const { user } = await renderLoaded();
    await fillOneOff(user, '2025-11-19', '11:00', '10:30');
    await submit(user);
    expect(form().getByText('오늘보다 이전 날짜는 선택할 수 없습니다.')).toBeInTheDocument();
    expect(form().getByText('종료 시간은 시작 시간보다 늦어야 합니다.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('when a recurring event lacks its cycle, weekday or end date, then each is required', async () => {
    const { user } = await renderLoaded();
    await startSeries(user, '합주');
    await chooseTimes(user, '18:00', '19:00');
    await submit(user);
    expect(form().getAllByText('필수 항목을 입력해주세요.')).toHaveLength(2);
    expect(formSelect('반복 주기')).toHaveAttribute('aria-invalid', 'true');
    expect(form().getByLabelText('반복 종료일')).toHaveAttribute('aria-invalid', 'true');
    // The first day of a daily or monthly series is optional.
    expect(form().getByLabelText('시작일 (선택)')).not.toHaveAttribute('aria-invalid');

    await choose(user, form(), '반복 주기', '매주');
    await submit(user);
    expect(formSelect('요일')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('when a series would end before today or before it starts, then that is refused', async () => {
    const { user } = await renderLoaded();
    await startSeries(user, '합주');
    await choose(user, form(), '반복 주기', '매주');
    await choose(user, form(), '요일', '화요일');
    expect(form().getByText('첫 일정: 2025년 11월 25일 화요일')).toBeInTheDocument();
    await chooseTimes(user, '18:00', '19:00');
    fireEvent.change(form().getByLabelText('반복 종료일'), { target: { value: '2025-11-19' } });
    await submit(user);
    expect(form().getByText('오늘보다 이전 날짜는 선택할 수 없습니다.')).toBeInTheDocument();
    fireEvent.change(form().getByLabelText('반복 종료일'), { target: { value: '2025-11-21' } });
    await submit(user);
    expect(form().getByText('종료일은 시작일보다 빠를 수 없습니다.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('when a one-off event overlaps and the admin cancels, then nothing is sent', async () => {
    const { user } = await renderLoaded();
    await fillOneOff(user, '2025-11-25', '14:30', '15:30');
    await submit(user);
    const asked = await answerQuestion(user, '같은 날 겹치는 일정이 있습니다.', '취소');
    expect(asked).toHaveTextContent('15:00–16:00 김하늘 (정규 레슨)');
    expect(asked).toHaveTextContent('그래도 등록하시겠습니까?');
    expect(asked).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(form().getByLabelText('제목')).toHaveValue('레슨 준비');
  });

  it('when a one-off event overlaps and the admin confirms, then it is registered and the form resets', async () => {
    const success = vi.spyOn(toast, 'success');
    post.mockResolvedValue(envelope({ schedule: dentist }, '일정이 등록되었습니다.'));
    const { user, queryClient } = renderScreen();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await loaded();
    await fillOneOff(user, '2025-11-25', '09:30', '10:30');
    await fillIn(user, form().getByLabelText('설명 (선택)'), '  악보 정리  ');
    await submit(user);
    expect(post).not.toHaveBeenCalled();
    const asked = await answerQuestion(user, '같은 날 겹치는 일정이 있습니다.', '일정 등록');
    expect(asked).toHaveTextContent('10:00–11:00 치과 예약 (개인 일정)');
    expect(post).toHaveBeenCalledWith('/teacher-schedule', {
      title: '레슨 준비',
      scheduleDate: '2025-11-25',
      startTime: '09:30',
      endTime: '10:30',
      description: '악보 정리',
      scheduleType: 'personal',
      isRecurring: false,
    });
    expect(await screen.findByText('일정이 등록되었습니다.')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('일정이 등록되었습니다.', { duration: 3000 });
    expect(form().getByLabelText('제목')).toHaveValue('');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['staff', 'teacher-calendar', 1] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['staff', 'personal-schedules', 1] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['staff', 'pending-counts'] });
  });

  it('when nothing overlaps, then it is sent without a confirm', async () => {
    post.mockResolvedValue(envelope({ schedule: dentist }));
    const { user } = await renderLoaded();
    await fillOneOff(user, '2025-11-25', '11:00', '12:00');
    await submit(user);
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the day is outside the shown month, then its busy times are asked for the check', async () => {
    post.mockResolvedValue(envelope({ schedule: seminar }));
    const { user } = await renderLoaded();
    await fillOneOff(user, '2025-12-10', '10:30', '11:30');
    await submit(user);
    const asked = await answerQuestion(user, '같은 날 겹치는 일정이 있습니다.', '일정 등록');
    expect(get).toHaveBeenCalledWith('/teacher-schedule/busy-times', {
      params: { date: '2025-12-10', teacherId: 1 },
    });
    expect(asked).toHaveTextContent('10:00–11:00');
    expect(post).toHaveBeenCalledWith(
      '/teacher-schedule',
      expect.objectContaining({ scheduleDate: '2025-12-10', startTime: '10:30' }),
    );
  });

  it('when a recurring event overlaps, then it is not checked and starts on the chosen weekday', async () => {
    post.mockResolvedValue(envelope({ schedule: band }));
    const { user } = await renderLoaded();
    await startSeries(user, '화요 합주');
    await choose(user, form(), '반복 주기', '매주');
    await choose(user, form(), '요일', '화요일');
    fireEvent.change(form().getByLabelText('반복 종료일'), { target: { value: '2025-12-31' } });
    await chooseTimes(user, '15:00', '16:00');
    await submit(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/teacher-schedule/busy-times', expect.anything());
    expect(post).toHaveBeenCalledWith('/teacher-schedule', {
      title: '화요 합주',
      scheduleDate: '2025-11-25',
      startTime: '15:00',
      endTime: '16:00',
      scheduleType: 'personal',
      isRecurring: true,
      recurringPattern: 'weekly',
      recurringUntil: '2025-12-31',
    });
  });

  it('when a daily series has no first day, then it starts today', async () => {
    post.mockResolvedValue(envelope({ schedule: band }));
    const { user } = await renderLoaded();
    await startSeries(user, '연습');
    await choose(user, form(), '반복 주기', '매일');
    fireEvent.change(form().getByLabelText('반복 종료일'), { target: { value: '2025-11-30' } });
    await chooseTimes(user, '07:00', '08:00');
    await submit(user);
    expect(post).toHaveBeenCalledWith('/teacher-schedule', {
      title: '연습',
      scheduleDate: '2025-11-20',
      startTime: '07:00',
      endTime: '08:00',
      scheduleType: 'personal',
      isRecurring: true,
      recurringPattern: 'daily',
      recurringUntil: '2025-11-30',
    });
  });

  it('when registration fails, then the server message shows and the form is kept', async () => {
    post.mockRejectedValue(httpError(400, '입력값이 올바르지 않습니다.'));
    const error = vi.spyOn(toast, 'error');
    const { user } = await renderLoaded();
    await fillOneOff(user, '2025-11-26', '11:00', '12:00');
    await submit(user);
    expect(await form().findByRole('alert')).toHaveTextContent('입력값이 올바르지 않습니다.');
    expect(error).toHaveBeenCalledWith('입력값이 올바르지 않습니다.', { duration: 5000 });
    expect(form().getByLabelText('제목')).toHaveValue('레슨 준비');
  });

  it('when registration fails without a message, then the fallback is shown', async () => {
    post.mockRejectedValue(httpError(500));
    const { user } = await renderLoaded();
    await fillOneOff(user, '2025-11-26', '11:00', '12:00');
    await submit(user);
    expect(await form().findByRole('alert')).toHaveTextContent('일정 등록에 실패했습니다.');
  });
});

describe('StaffLessonSchedulePage: detail, edit and delete', () => {
  async function openDentist(user: TUser) {
    await loaded();
    await user.click(calendar().getByRole('button', { name: '개인 일정, 10:00–11:00, 치과 예약' }));
    return within(screen.getByRole('dialog', { name: '치과 예약' }));
  }

  it('when a personal event is opened, then its details show', async () => {
    const { user } = renderScreen();
    const dialog = await openDentist(user);
    expect(dialog.getByText('2025년 11월 25일 화요일')).toBeInTheDocument();
    expect(dialog.getByText('10:00–11:00')).toBeInTheDocument();
    expect(dialog.getByText('정기 검진')).toBeInTheDocument();
    expect(dialog.getByText('개인 일정')).toBeInTheDocument();
  });

  it('when a one-day class is opened, then the student and contact show', async () => {
    const { user } = await renderLoaded();
    await user.click(
      calendar().getByRole('button', { name: '원데이클래스, 14:00–15:00, 원데이 체험' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: '원데이 체험' }));
    expect(dialog.getByText('박민수')).toBeInTheDocument();
    expect(dialog.getByText('010-1234-5678')).toBeInTheDocument();
  });

  it('when edited, then only the changed fields are sent', async () => {
    const success = vi.spyOn(toast, 'success');
    patch.mockResolvedValue(
      envelope({ schedule: { ...dentist, title: '치과 검진', endTime: '11:30' } }),
    );
    const { user } = renderScreen();
    const dialog = await openDentist(user);
    await user.click(dialog.getByRole('button', { name: '수정' }));
    const edit = within(screen.getByRole('dialog', { name: '일정 수정' }));
    expect(edit.getByLabelText('제목')).toHaveValue('치과 예약');
    await user.clear(edit.getByLabelText('제목'));
    await fillIn(user, edit.getByLabelText('제목'), '치과 검진');
    await choose(user, edit, '종료 시간', '11:30');
    await user.click(edit.getByRole('button', { name: '저장' }));
    expect(patch).toHaveBeenCalledWith('/teacher-schedule/1', {
      title: '치과 검진',
      endTime: '11:30',
    });
    expect(await screen.findByRole('dialog', { name: '치과 검진' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('일정이 수정되었습니다.', { duration: 3000 });
  });

  it('when an edit breaks a rule, then it is told and nothing is sent', async () => {
    const { user } = renderScreen();
    const dialog = await openDentist(user);
    await user.click(dialog.getByRole('button', { name: '수정' }));
    const edit = within(screen.getByRole('dialog', { name: '일정 수정' }));
    await user.clear(edit.getByLabelText('제목'));
    fireEvent.change(edit.getByLabelText('날짜'), { target: { value: '2025-11-01' } });
    await user.click(edit.getByRole('button', { name: '저장' }));
    expect(edit.getByText('필수 항목을 입력해주세요.')).toBeInTheDocument();
    expect(edit.getByText('오늘보다 이전 날짜는 선택할 수 없습니다.')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('when an edit fails, then the server message or the fallback is told', async () => {
    patch.mockRejectedValue(httpError(500));
    const error = vi.spyOn(toast, 'error');
    const { user } = renderScreen();
    const dialog = await openDentist(user);
    await user.click(dialog.getByRole('button', { name: '수정' }));
    const edit = within(screen.getByRole('dialog', { name: '일정 수정' }));
    await choose(user, edit, '시작 시간', '09:30');
    await user.click(edit.getByRole('button', { name: '저장' }));
    expect(patch).toHaveBeenCalledWith('/teacher-schedule/1', { startTime: '09:30' });
    expect(await edit.findByRole('alert')).toHaveTextContent('일정 수정에 실패했습니다.');
    expect(error).toHaveBeenCalledWith('일정 수정에 실패했습니다.', { duration: 5000 });
  });

  it('when a one-off event is deleted, then it asks first and deletes the whole event', async () => {
    const success = vi.spyOn(toast, 'success');
    remove.mockResolvedValue(envelope(null, '일정이 삭제되었습니다.'));
    const { user } = renderScreen();
    const dialog = await openDentist(user);
    await user.click(dialog.getByRole('button', { name: '삭제' }));
    await answerQuestion(user, '이 일정을 삭제하시겠습니까?', '취소');
    expect(remove).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: '삭제' }));
    await answerQuestion(user, '이 일정을 삭제하시겠습니까?', '삭제');
    expect(remove).toHaveBeenCalledWith('/teacher-schedule/1');
    expect(await screen.findByText('일정이 삭제되었습니다.')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('일정이 삭제되었습니다.', { duration: 3000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when one day of a series is deleted, then only that occurrence is sent', async () => {
    remove.mockResolvedValue(envelope({ schedule: band }));
    const { user } = await renderLoaded();
    await user.click(calendar().getByRole('button', { name: '개인 일정, 19:00–20:00, 합주 연습' }));
    const dialog = within(screen.getByRole('dialog', { name: '합주 연습' }));
    expect(dialog.getByText('매주, 11월 24일 (월)부터 12월 31일 (수)까지')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '이 날짜만 삭제' }));
    await answerQuestion(user, '2025-11-24 일정만 삭제하시겠습니까?', '이 날짜만 삭제');
    expect(remove).toHaveBeenCalledWith('/teacher-schedule/2', {
      params: { occurrence: '2025-11-24' },
    });
    expect(
      await screen.findByText(
        '2025-11-24 일정이 삭제되었습니다. 다른 날짜의 반복 일정은 그대로 유지됩니다.',
      ),
    ).toBeInTheDocument();
  });

  it('when the whole series is deleted, then the schedule itself is deleted', async () => {
    remove.mockResolvedValue(envelope(null));
    const { user } = await renderLoaded();
    await user.click(calendar().getByRole('button', { name: '개인 일정, 19:00–20:00, 합주 연습' }));
    const dialog = within(screen.getByRole('dialog', { name: '합주 연습' }));
    await user.click(dialog.getByRole('button', { name: '반복 일정 전체 삭제' }));
    const question = '반복 일정 전체를 삭제하시겠습니까? 모든 날짜의 일정이 삭제됩니다.';
    await answerQuestion(user, question, '반복 일정 전체 삭제');
    expect(remove).toHaveBeenCalledWith('/teacher-schedule/2');
    expect(await screen.findByText('일정이 삭제되었습니다.')).toBeInTheDocument();
  });

  it('when a series is opened from the sidebar, then only the whole series can be deleted', async () => {
    const { user } = await renderLoaded();
    await user.click(sidebar().getByRole('button', { name: /합주 연습/ }));
    const dialog = within(screen.getByRole('dialog', { name: '합주 연습' }));
    expect(dialog.queryByRole('button', { name: '이 날짜만 삭제' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '반복 일정 전체 삭제' })).toBeInTheDocument();
  });

  it('when deleting fails, then the server message is told and the modal stays', async () => {
    remove.mockRejectedValue(httpError(404, '일정을 찾을 수 없습니다.'));
    const error = vi.spyOn(toast, 'error');
    const { user } = renderScreen();
    const dialog = await openDentist(user);
    await user.click(dialog.getByRole('button', { name: '삭제' }));
    await answerQuestion(user, '이 일정을 삭제하시겠습니까?', '삭제');
    expect(await dialog.findByRole('alert')).toHaveTextContent('일정을 찾을 수 없습니다.');
    expect(error).toHaveBeenCalledWith('일정을 찾을 수 없습니다.', { duration: 5000 });
    expect(screen.getByRole('dialog', { name: '치과 예약' })).toBeInTheDocument();
  });
});
