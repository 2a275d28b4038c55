import { seoulDateTimeText } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { expectConsoleError } from '@/test/console-guard';
import { renderPage } from '@/test/render-route';
import { StaffPracticeBookingPage } from './StaffPracticeBookingPage';
import { mockApiClient } from '@/test/mock-api-client';
import { freezeDateInEachTest } from '@/test/frozen-date';
import { expectFacts } from '@/test/facts';

const { get } = mockApiClient();

// Thursday 20 November 2025, 10:00 in Seoul.
const NOW = new Date('2025-11-20T01:00:00Z');
const seoul = (date: string, time: string) => new Date(seoulDateTimeText(date, time)).toISOString();

type TSessionOverrides = {
  room?: 'room1' | 'room2' | 'room3';
  name?: string;
  status?: 'scheduled' | 'cancelled' | 'completed';
  notes?: string | null;
};

function session(
  sessionId: number,
  date: string,
  start: string,
  end: string,
  { room = 'room1', name = '김민준', status = 'scheduled', notes = null }: TSessionOverrides = {},
) {
  return {
    sessionId,
    bookingId: sessionId,
    practiceRoom: room,
    userId: sessionId + 100,
    user: { name },
    userName: name,
    startTime: seoul(date, start),
    endTime: seoul(date, end),
    status,
    notes,
    isMine: false,
  };
}

const todayEvening = session(1, '2025-11-20', '19:00', '20:00', { notes: '스틱 지참' });
const todayMorning = session(2, '2025-11-20', '11:00', '13:00', { room: 'room2', name: '이서연' });
const pastDone = session(3, '2025-11-03', '09:00', '10:00', {
  room: 'room3',
  name: '박지호',
  status: 'completed',
});
const cancelled = session(4, '2025-11-25', '15:00', '16:00', {
  name: '최유나',
  status: 'cancelled',
});
const SESSIONS = [todayEvening, todayMorning, pastDone, cancelled];

const practiceCalls = () =>
  get.mock.calls.filter(([url]) => url === '/practice').map(([, config]) => config);

function renderScreen() {
  const user = setupUser();
  renderPage(<StaffPracticeBookingPage />, '/admin/practice-booking');
  return user;
}

const sidebar = () => screen.getByRole('complementary');
// Role queries compute every candidate's accessible name, which is slow in jsdom: days and
// events are looked for within the month grid, not among every button of the page.
const calendar = () => within(screen.getByRole('grid'));
/** Waits for the month to answer (the count shows), then finds the event. */
async function event(name: string) {
  await screen.findByText(/^(이 달 예약 \d+건|\d+ bookings this month)$/);
  return calendar().getByRole('button', { name });
}

freezeDateInEachTest(NOW);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation((url, config) => {
    if (url !== '/practice') return Promise.reject(httpError(404));
    const params = (config?.params ?? {}) as { startDate?: string };
    const month = params.startDate?.slice(0, 7);
    return Promise.resolve(
      envelope({ sessions: month === '2025-11' ? SESSIONS : [], closures: [], ownHours: [] }),
    );
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StaffPracticeBookingPage', () => {
  it('when it loads, then the month is asked for and each session shows room, member and time', async () => {
    renderScreen();
    expect(await event('연습실 1 · 김민준 19:00, 예약됨')).toBeInTheDocument();
    expect(practiceCalls()).toEqual([
      { params: { startDate: '2025-11-01', endDate: '2025-11-30' } },
    ]);
    expect(
      calendar().getByRole('button', { name: '연습실 2 · 이서연 11:00, 예약됨' }),
    ).toBeVisible();
    expect(
      calendar().getByRole('button', { name: '연습실 3 · 박지호 09:00, 이용완료' }),
    ).toBeVisible();
    expect(screen.getByText('이 달 예약 4건')).toBeInTheDocument();
  });

  it('when a session is cancelled, then its status is read out and it is marked on the calendar', async () => {
    renderScreen();
    const chip = await event('연습실 1 · 최유나 15:00, 취소됨');
    expect(chip).toHaveTextContent('연습실 1 · 최유나 15:00');
    expect(chip.querySelector('[class*="cancelled"]')).not.toBeNull();
    const booked = calendar().getByRole('button', { name: '연습실 1 · 김민준 19:00, 예약됨' });
    expect(booked.querySelector('[class*="cancelled"]')).toBeNull();
  });

  it("when it opens, then today's sessions are listed in the sidebar, earliest first", async () => {
    renderScreen();
    const aside = within(sidebar());
    expect(
      await aside.findByRole('heading', { name: '2025년 11월 20일 목요일 예약' }),
    ).toBeInTheDocument();
    const list = await aside.findByRole('list', { name: '2025년 11월 20일 목요일 예약 목록' });
    const items = within(list).getAllByRole('listitem');
    const [first, second] = items.map((item) => within(item));
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '11:00 – 13:00',
      '19:00 – 20:00',
    ]);
    expect(first?.getByText('드럼 연습실 2')).toBeInTheDocument();
    expect(first?.getByText('이서연')).toBeInTheDocument();
    expect(first?.getByText('없음')).toBeInTheDocument();
    expect(second?.getByText('스틱 지참')).toBeInTheDocument();
    expect(second?.getByText('예약됨')).toBeInTheDocument();
    expect(aside.getByText('예약 2건')).toBeInTheDocument();
  });

  it('when a past day is chosen, then its sessions are shown (staff look back)', async () => {
    const user = renderScreen();
    await event('연습실 3 · 박지호 09:00, 이용완료');
    const day = calendar().getByRole('button', { name: '2025년 11월 3일 월요일' });
    expect(day).not.toHaveAttribute('aria-disabled');
    await user.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    const aside = within(sidebar());
    expect(aside.getByRole('heading', { name: '2025년 11월 3일 월요일 예약' })).toBeInTheDocument();
    expect(aside.getByText('09:00 – 10:00')).toBeInTheDocument();
    expect(aside.getByText('박지호')).toBeInTheDocument();
    expect(aside.getByText('드럼 연습실 3')).toBeInTheDocument();
    expect(aside.getByText('이용완료')).toBeInTheDocument();
  });

  it('when a day has no sessions, then the sidebar says so', async () => {
    const user = renderScreen();
    await event('연습실 1 · 김민준 19:00, 예약됨');
    await user.click(calendar().getByRole('button', { name: '2025년 11월 21일 금요일' }));
    expect(within(sidebar()).getByText('이 날은 예약이 없습니다.')).toBeInTheDocument();
  });

  it('when a session is clicked, then its details show and focus moves to them', async () => {
    const user = renderScreen();
    await user.click(await event('연습실 1 · 최유나 15:00, 취소됨'));
    const aside = within(sidebar());
    const heading = aside.getByRole('heading', { name: '예약 상세' });
    await waitFor(() => expect(heading).toHaveFocus());
    expectFacts(
      aside,
      {
        연습실: '드럼 연습실 1',
        회원: '최유나',
        날짜: '2025년 11월 25일 화요일',
        시간: '15:00 – 16:00',
        상태: '취소됨',
        메모: '없음',
      },
      { selector: 'dt' },
    );
    expect(calendar().getByRole('button', { name: /^2025년 11월 25일 화요일/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(aside.getByRole('button', { name: '이 날의 예약 모두 보기' }));
    expect(aside.getByRole('heading', { name: '2025년 11월 25일 화요일 예약' })).toHaveFocus();
    expect(aside.getByText('15:00 – 16:00')).toBeInTheDocument();
  });

  it('when the month changes, then the new month is asked for and nothing is chosen', async () => {
    const user = renderScreen();
    await event('연습실 1 · 김민준 19:00, 예약됨');
    await user.click(screen.getByLabelText('다음 달'));
    await waitFor(() =>
      expect(practiceCalls().at(-1)).toEqual({
        params: { startDate: '2025-12-01', endDate: '2025-12-31' },
      }),
    );
    expect(await screen.findByText('이 달 예약 0건')).toBeInTheDocument();
    expect(
      within(sidebar()).getByText(
        '달력에서 날짜나 예약을 선택하면 자세한 내용이 여기에 표시됩니다.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('이전 달'));
    await user.click(screen.getByLabelText('이전 달'));
    await waitFor(() =>
      expect(practiceCalls().at(-1)).toEqual({
        params: { startDate: '2025-10-01', endDate: '2025-10-31' },
      }),
    );
  });

  it('when the calendar reaches a year back or next month, then it goes no further', async () => {
    const user = renderScreen();
    await event('연습실 1 · 김민준 19:00, 예약됨');
    await user.click(screen.getByLabelText('다음 달'));
    expect(screen.getByLabelText('다음 달')).toBeDisabled();
    for (let step = 0; step < 13; step += 1) await user.click(screen.getByLabelText('이전 달'));
    expect(screen.getByText('2024년 11월')).toBeInTheDocument();
    expect(screen.getByLabelText('이전 달')).toBeDisabled();
    await waitFor(() =>
      expect(practiceCalls().at(-1)).toEqual({
        params: { startDate: '2024-11-01', endDate: '2024-11-30' },
      }),
    );
  });

  it('when loading fails, then it is logged and a short message shows', async () => {
    expectConsoleError('Practice room sessions could not be loaded (GET /practice).');
    get.mockRejectedValue(httpError(500, '서버 오류'));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '연습실 예약을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
    );
  });

  it('when the language is English, then events and details are in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const user = renderScreen();
    await user.click(await event('Room 2 · 이서연 11:00, Booked'));
    const aside = within(sidebar());
    expect(aside.getByRole('heading', { name: 'Booking details' })).toBeInTheDocument();
    expect(aside.getByText('Drum practice room 2')).toBeInTheDocument();
    expect(aside.getByText('Thursday, November 20, 2025')).toBeInTheDocument();
  });
});
