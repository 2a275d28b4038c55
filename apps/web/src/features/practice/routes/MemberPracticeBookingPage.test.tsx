import { OWN_HOUR_MESSAGES, seoulDateTimeText } from '@academy/contracts';
import type { TOwnHour } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGets, envelope, httpError } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { renderPage } from '@/test/render-route';
import { MemberPracticeBookingPage } from './MemberPracticeBookingPage';
import { mockApiClient } from '@/test/mock-api-client';
import { freezeDateInEachTest } from '@/test/frozen-date';

const { get, post, patch } = mockApiClient();

// Thursday 20 November 2025, 10:00 in Seoul.
const NOW = new Date('2025-11-20T01:00:00Z');
const seoul = (date: string, time: string) => new Date(seoulDateTimeText(date, time)).toISOString();

const session = (sessionId: number, date: string, start: string, end: string) => ({
  sessionId,
  bookingId: sessionId,
  practiceRoom: 'room1',
  userId: 3,
  user: null,
  startTime: seoul(date, start),
  endTime: seoul(date, end),
  status: 'scheduled',
  notes: null,
});

const taken = { ...session(5, '2025-11-25', '14:00', '15:00'), userId: 0 };
const mine = { ...session(9, '2025-11-26', '10:00', '11:00'), userId: 7 };
// GET /practice names only the member's own sessions.
const onCalendar = [
  { ...taken, userName: null, isMine: false },
  { ...mine, userName: '김민준', isMine: true },
];
// The academy is closed on Friday 28 November.
const closures = [{ date: '2025-11-28', reason: '원장 휴가', reasonEn: "Director's leave" }];
// Tuesday 25 November holds the member's own lesson, make-up and a booking of another room.
const ownHours: TOwnHour[] = [
  { date: '2025-11-25', startTime: '16:00', endTime: '17:00', kind: 'makeup' },
  { date: '2025-11-25', startTime: '17:00', endTime: '18:00', kind: 'practice' },
  { date: '2025-11-25', startTime: '19:00', endTime: '20:00', kind: 'lesson' },
];

// Role queries compute every candidate's accessible name, which is slow in jsdom: days are looked
// for within the month grid, not among every button of the page.
const calendar = () => within(screen.getByRole('grid'));
const day = (date: string) =>
  calendar().getByRole('button', { name: new RegExp(`^2025년 ${date} `) });
const slots = () => screen.findByRole('group', { name: '11월 25일 (화) 예약 시간' });
const form = () => within(screen.getByRole('form', { name: '예약 정보' }));
const time = () => screen.getByText('시간', { selector: 'dt' }).nextElementSibling;

async function openDay() {
  const user = setupUser();
  renderPage(<MemberPracticeBookingPage />, '/user/practice-booking');
  await user.click(day('11월 25일'));
  return { user, group: await slots() };
}

freezeDateInEachTest(NOW);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  patch.mockReset();
  get.mockImplementation(
    answerGets({
      '/practice': () => ({ sessions: onCalendar, closures, ownHours }),
      '/practice/bookings': () => ({ bookings: [mine] }),
    }),
  );
});

describe('MemberPracticeBookingPage', () => {
  it('when a day is closed, then it is marked, cannot be chosen, and clicking it says why', async () => {
    const user = setupUser();
    renderPage(<MemberPracticeBookingPage />, '/user/practice-booking');
    // Waits on the day's text, cheap to poll, then takes the day by its role and name.
    await calendar().findByText(/^2025년 11월 28일 .*휴원일/);
    const closed = calendar().getByRole('button', { name: /^2025년 11월 28일 .*휴원일/ });
    await user.click(closed);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '학원 휴원일에는 연습실을 예약할 수 없습니다.',
    );
    expect(screen.queryByRole('group', { name: /11월 28일/ })).not.toBeInTheDocument();
  });

  it('when hours are clicked, then start, later end, earlier reset and clear follow the booking rules', async () => {
    const { user, group } = await openDay();
    const hour = (name: string) => within(group).getByRole('button', { name });
    await user.click(hour('10:00'));
    expect(time()).toHaveTextContent('10:00 – 11:00');
    await user.click(hour('12:00'));
    expect(time()).toHaveTextContent('10:00 – 12:00');
    expect(hour('11:00')).toHaveAttribute('aria-pressed', 'true');
    await user.click(hour('09:00'));
    expect(time()).toHaveTextContent('09:00 – 10:00');
    await user.click(hour('09:00'));
    expect(time()).toHaveTextContent('시간을 선택하세요');
    await user.click(hour('21:00'));
    expect(time()).toHaveTextContent('21:00 – 22:00');
  });

  it('when an hour is booked in the chosen room, then it cannot be chosen there', async () => {
    const { user, group } = await openDay();
    expect(within(group).getByRole('button', { name: '14:00' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('연습실'), '드럼 연습실 2');
    expect(within(await slots()).getByRole('button', { name: '14:00' })).toBeEnabled();
  });

  const REFUSED_RANGES = [
    {
      title: 'when a range would cover a booked hour, then it is refused',
      from: '13:00',
      to: '15:00',
      message: '해당 시간은 이미 예약되어 있습니다.',
      kept: '13:00 – 14:00',
    },
    {
      title: 'when a range would cover the member’s own lesson, then it is refused saying so',
      from: '18:00',
      to: '20:00',
      message: OWN_HOUR_MESSAGES.lesson.ko,
      kept: '18:00 – 19:00',
    },
  ];

  for (const { title, from, to, message, kept } of REFUSED_RANGES) {
    it(title, async () => {
      const { user, group } = await openDay();
      await user.click(within(group).getByRole('button', { name: from }));
      await user.click(within(group).getByRole('button', { name: to }));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(time()).toHaveTextContent(kept);
    });
  }

  it('when the member has their own lesson, make-up or booking at an hour, then the hour says so and cannot be chosen, in any room', async () => {
    const { user, group } = await openDay();
    const hour = (name: string) => within(group).getByRole('button', { name });
    for (const name of ['16:00 내 보강', '17:00 내 연습실', '19:00 내 레슨']) {
      expect(hour(name)).toBeDisabled();
    }
    expect(hour('18:00')).toBeEnabled();
    expect(hour('20:00')).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('연습실'), '드럼 연습실 3');
    expect(within(await slots()).getByRole('button', { name: '19:00 내 레슨' })).toBeDisabled();
  });

  it('when the hours are gone through by keyboard, then the member’s own hour is passed over', async () => {
    const { user, group } = await openDay();
    within(group).getByRole('button', { name: '18:00' }).focus();
    await user.tab();
    expect(within(group).getByRole('button', { name: '20:00' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(time()).toHaveTextContent('20:00 – 21:00');
  });

  it('when the language is English, then the member’s own hours say what they are in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const user = setupUser();
    renderPage(<MemberPracticeBookingPage />, '/user/practice-booking');
    await user.click(calendar().getByRole('button', { name: /^Tuesday, November 25, 2025/ }));
    const group = within(await screen.findByRole('group', { name: /Nov 25/ }));
    expect(group.getByRole('button', { name: '16:00 Your make-up' })).toBeDisabled();
    expect(group.getByRole('button', { name: '17:00 Your practice' })).toBeDisabled();
    expect(group.getByRole('button', { name: '19:00 Your lesson' })).toBeDisabled();
  });

  it('when a range would last more than 2 hours, then it is refused with the limit', async () => {
    const { user, group } = await openDay();
    await user.click(within(group).getByRole('button', { name: '10:00' }));
    await user.click(within(group).getByRole('button', { name: '13:00' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '한 번에 최대 2시간까지 예약할 수 있습니다.',
    );
    expect(time()).toHaveTextContent('10:00 – 11:00');
  });

  it('when a day after the 14-day horizon is pressed, then it is refused and later months are not shown', async () => {
    const user = setupUser();
    renderPage(<MemberPracticeBookingPage />, '/user/practice-booking');
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(day('12월 4일')).not.toHaveAttribute('aria-disabled');
    expect(day('12월 5일')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('12월 5일'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '연습실은 오늘부터 14일 후까지만 예약할 수 있습니다.',
    );
    expect(screen.getByRole('button', { name: '다음 달' })).toBeDisabled();
  });

  it.each([
    [
      'Korean (the default)',
      null,
      '예약 규칙',
      [
        '오늘부터 14일 후까지 예약할 수 있습니다.',
        '한 번에 1시간 이상, 최대 2시간까지 예약할 수 있습니다.',
        '아직 끝나지 않은 예약은 최대 6건까지 가질 수 있습니다.',
        '한 주(월요일~일요일, 한국 시간)에 최대 6시간까지 예약할 수 있습니다.',
      ],
    ],
    [
      'English',
      'ENG',
      'Booking rules',
      [
        'Book up to 14 days ahead.',
        'Each booking lasts 1 to 2 hours.',
        'At most 6 bookings that have not ended yet.',
        'At most 6 hours per week (Monday to Sunday, Korea time).',
      ],
    ],
  ])(
    'when the language is %s, then the booking rules are listed in it',
    async (_language, stored, name, rules) => {
      if (stored) window.localStorage.setItem('language', stored);
      renderPage(<MemberPracticeBookingPage />, '/user/practice-booking');
      const region = await screen.findByRole('region', { name });
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(rules);
    },
  );

  it('when today is chosen, then hours already started are disabled', async () => {
    const user = setupUser();
    renderPage(<MemberPracticeBookingPage />, '/user/practice-booking');
    await user.click(day('11월 20일'));
    const group = await screen.findByRole('group', { name: '11월 20일 (목) 예약 시간' });
    expect(within(group).getByRole('button', { name: '09:00' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: '10:00' })).toBeEnabled();
  });

  it('when booked, then the body is sent and completion is announced', async () => {
    post.mockResolvedValue(envelope(session(10, '2025-11-25', '10:00', '11:00')));
    const { user, group } = await openDay();
    await user.click(within(group).getByRole('button', { name: '10:00' }));
    await fillIn(user, screen.getByLabelText('메모 (선택)'), '메트로놈 연습');
    await user.click(form().getByRole('button', { name: '예약하기' }));
    expect(post).toHaveBeenCalledWith('/practice/bookings', {
      roomId: 1,
      startTime: seoul('2025-11-25', '10:00'),
      endTime: seoul('2025-11-25', '11:00'),
      notes: '메트로놈 연습',
    });
    expect(await screen.findByText('예약이 완료되었습니다.')).toBeInTheDocument();
  });

  it('when the server answers 409, then its message is shown', async () => {
    post.mockRejectedValue(httpError(409, '이미 예약된 시간대입니다.'));
    const { user, group } = await openDay();
    await user.click(within(group).getByRole('button', { name: '10:00' }));
    await user.click(form().getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 예약된 시간대입니다.');
  });

  it('when an own booking is cancelled, then a confirm comes first, then the cancel', async () => {
    patch.mockResolvedValue(
      envelope({ ...mine, status: 'cancelled', cancelledAt: NOW.toISOString() }),
    );
    const user = setupUser();
    renderPage(<MemberPracticeBookingPage />, '/user/practice-booking');
    const bookings = within(screen.getByRole('region', { name: '내 예약' }));
    await user.click(await bookings.findByRole('button', { name: /예약 취소$/ }));
    const dialog = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    expect(patch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    expect(patch).toHaveBeenCalledWith('/practice/bookings/9/cancel');
    expect(await screen.findByText('예약이 취소되었습니다.')).toBeInTheDocument();
  });

  it('when an own booking has ended while the page is open, then it shows completed and offers no cancel', async () => {
    const endedToday = { ...session(11, '2025-11-20', '09:00', '10:00'), userId: 7 };
    get.mockImplementation(
      answerGets({
        '/practice': () => ({ sessions: [], closures: [], ownHours: [] }),
        '/practice/bookings': () => ({ bookings: [endedToday] }),
      }),
    );
    renderPage(<MemberPracticeBookingPage />, '/user/practice-booking');
    const item = (await screen.findByText(/09:00–10:00/)).closest('li');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByText('이용완료')).toBeInTheDocument();
    expect(within(item as HTMLElement).queryByRole('button')).toBeNull();
  });
});
