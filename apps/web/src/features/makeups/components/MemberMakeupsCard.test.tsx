import {
  addDaysToIsoDate,
  isLessonWeekday,
  isPublicHoliday,
  MAKEUP_MESSAGES,
  toAcademyIsoDate,
  weekdayOfIsoDate,
  type TMakeupCredit,
  type TOwnMakeupOverview,
} from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGets, envelope, httpError } from '@/test/api-response';
import { makeupLesson } from '@/test/makeups';
import { renderPage } from '@/test/render-route';
import { teacherBusyTimes, weeklyLesson } from '@/test/teacher-schedule';
import { MemberMakeupsCard } from './MemberMakeupsCard';
import { mockApiClient } from '@/test/mock-api-client';
import type { THttpResponse } from '@/lib/http-client';
import { memberProfile } from '@/test/session-users';

const { get, post, patch } = mockApiClient();
const today = toAcademyIsoDate(new Date());

const credit = (id: number, expiresOn: string): TMakeupCredit => ({
  id,
  source: 'absence_notice',
  lessonDate: '2031-03-04',
  expiresOn,
  state: 'open',
  reason: null,
  voidReason: null,
});

let view: TOwnMakeupOverview;
/** GET /users/me's answer: by default the member's own weekly lesson is on Tuesdays. */
let profile: () => Promise<THttpResponse>;

function renderCard() {
  const busy = teacherBusyTimes({
    regularSchedules: [
      { dayOfWeek: 'Monday', busyTimes: [weeklyLesson('11:00', '12:00')] },
      { dayOfWeek: 'Tuesday', busyTimes: [weeklyLesson('11:00', '12:00')] },
      { dayOfWeek: 'Wednesday', busyTimes: [weeklyLesson('11:00', '12:00')] },
      { dayOfWeek: 'Thursday', busyTimes: [weeklyLesson('11:00', '12:00')] },
      { dayOfWeek: 'Friday', busyTimes: [weeklyLesson('11:00', '12:00')] },
    ],
  });
  const answer = answerGets({
    '/makeups/me': () => view,
    '/schedule/all-teacher-busy-times': () => busy,
  });
  get.mockImplementation((url: string) => (url === '/users/me' ? profile() : answer(url)));
  renderPage(<MemberMakeupsCard />, '/user/dashboard');
  return { user: setupUser() };
}

const card = () => within(screen.getByRole('region', { name: '보강 수업' }));
/**
 * Weekdays other than Tuesday (the member's own lesson) from tomorrow, less public holidays:
 * days the dialog offers.
 */
const weekdaysFromTomorrow = () =>
  Array.from({ length: 14 }, (_, i) => addDaysToIsoDate(today, i + 1)).filter(
    (date) =>
      isLessonWeekday(weekdayOfIsoDate(date)) &&
      weekdayOfIsoDate(date) !== 'Tuesday' &&
      !isPublicHoliday(date),
  );

/** Opens the booking dialog and waits for its day list (offered once the profile answers). */
async function openDialog(user: ReturnType<typeof setupUser>) {
  await user.click(await screen.findByRole('button', { name: '보강 예약하기' }));
  const dialog = within(await screen.findByRole('dialog', { name: '보강 수업 예약' }));
  const select = dialog.getByLabelText(/날짜/);
  await waitFor(() => expect(select).toBeEnabled());
  const offered = within(select)
    .getAllByRole('option')
    .map((option) => option.getAttribute('value') ?? '')
    .filter(Boolean);
  // Today is offered too, but its evening hours may already have passed: tests pick a later day.
  const later = offered.find((date) => date > today) ?? '';
  return { dialog, select, offered, later };
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  patch.mockReset();
  view = {
    cap: 2,
    openCredits: [credit(1, addDaysToIsoDate(today, 30)), credit(2, addDaysToIsoDate(today, 50))],
    makeups: [makeupLesson()],
    ledger: { earned: 3, spent: 1, voided: 0, expired: 0, open: 2 },
    teacherId: 1,
    ownHours: [],
  };
  profile = () => Promise.resolve(envelope(memberProfile()));
});

describe('MemberMakeupsCard', () => {
  it('when credits are open, then they show with their last day, n of cap, and the make-ups with their state', async () => {
    renderCard();
    expect(await screen.findByText('보강권 2/2장')).toBeVisible();
    const credits = within(card().getByRole('list', { name: '사용할 수 있는 보강권' }));
    expect(credits.getAllByRole('listitem')[0]).toHaveTextContent(
      `결석 연락 (2031-03-04) · ${addDaysToIsoDate(today, 30)}까지`,
    );
    const makeups = within(card().getByRole('list', { name: '보강 예약' }));
    expect(makeups.getByRole('listitem')).toHaveTextContent('2031-03-05 15:00-16:00');
    expect(makeups.getByRole('listitem')).toHaveTextContent('승인 대기');
  });

  it('when no credit is open, then it says so and offers no booking', async () => {
    view = { ...view, openCredits: [], ledger: { ...view.ledger, open: 0, expired: 2 } };
    renderCard();
    expect(await screen.findByText('사용할 수 있는 보강권이 없습니다.')).toBeVisible();
    expect(screen.queryByRole('button', { name: '보강 예약하기' })).not.toBeInTheDocument();
  });

  it('when a day and a free hour are chosen, then it is booked and the server’s message shows', async () => {
    post.mockResolvedValue(envelope(view.makeups[0], MAKEUP_MESSAGES.booked.ko));
    const { user } = renderCard();
    const { dialog, select, later: firstDay } = await openDialog(user);
    await user.selectOptions(select, firstDay);
    const hours = within(await dialog.findByRole('group', { name: '시간' }));
    expect(hours.getByRole('button', { name: '11:00' })).toBeDisabled();
    await user.click(hours.getByRole('button', { name: '20:00' }));
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByText(MAKEUP_MESSAGES.booked.ko)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/makeups', { date: firstDay, startTime: '20:00' });
  });

  it('when the member has a practice booking at an hour, then the dialog names it and does not offer it', async () => {
    const { user } = renderCard();
    await screen.findByRole('button', { name: '보강 예약하기' });
    // Booked after the card loaded: opening the dialog asks for the member's hours again.
    const firstDay = weekdaysFromTomorrow()[0] ?? '';
    view = {
      ...view,
      ownHours: [{ date: firstDay, startTime: '14:00', endTime: '16:00', kind: 'practice' }],
    };
    const { dialog, select } = await openDialog(user);
    await user.selectOptions(select, firstDay);
    const hours = within(await dialog.findByRole('group', { name: '시간' }));
    expect(await hours.findByRole('button', { name: '14:00 내 연습실' })).toBeDisabled();
    expect(hours.getByRole('button', { name: '15:00 내 연습실' })).toBeDisabled();
    expect(hours.getByRole('button', { name: '16:00' })).toBeEnabled();
  });

  it('when the language is English, then the member’s own practice hour says so in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const day = weekdaysFromTomorrow()[0] ?? '';
    view = {
      ...view,
      ownHours: [{ date: day, startTime: '17:00', endTime: '18:00', kind: 'practice' }],
    };
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Book a make-up' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Book a make-up lesson' }));
    const select = dialog.getByLabelText(/Day/);
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, day);
    const hours = within(await dialog.findByRole('group', { name: 'Hour' }));
    expect(await hours.findByRole('button', { name: '17:00 Your practice' })).toBeDisabled();
  });

  it('when the member already has a make-up on a day, then that day is not offered', async () => {
    const weekdays = Array.from({ length: 14 }, (_, i) => addDaysToIsoDate(today, i + 2)).filter(
      (date) => isLessonWeekday(weekdayOfIsoDate(date)) && !isPublicHoliday(date),
    );
    const [taken, free] = weekdays;
    if (!taken || !free) throw new Error('two weeks always hold two weekdays');
    const [waiting] = view.makeups;
    if (!waiting) throw new Error('the view has a make-up');
    view = { ...view, makeups: [{ ...waiting, date: taken }] };
    const { user } = renderCard();
    const { offered } = await openDialog(user);
    expect([offered.includes(taken), offered.includes(free)]).toEqual([false, true]);
  });

  it('when the profile is still loading, then no day is offered; once it answers, the weekday of the member’s own lesson is left out', async () => {
    let answer: (value: THttpResponse) => void = () => undefined;
    const pending = new Promise<THttpResponse>((resolve) => (answer = resolve));
    profile = () => pending;
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: '보강 예약하기' }));
    const dialog = within(await screen.findByRole('dialog', { name: '보강 수업 예약' }));
    const select = dialog.getByLabelText(/날짜/);
    expect(select).toBeDisabled();
    expect(within(select).getAllByRole('option')).toHaveLength(1);
    expect(select).toHaveTextContent('날짜를 불러오는 중입니다…');
    answer(envelope(memberProfile({ lessonDayOfWeek: 'Tuesday' })));
    await waitFor(() => expect(select).toBeEnabled());
    const weekdays = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value') ?? '')
      .filter(Boolean)
      .map(weekdayOfIsoDate);
    expect(weekdays.length).toBeGreaterThan(0);
    expect(weekdays).not.toContain('Tuesday');
    expect(weekdays).toContain('Wednesday');
  });

  it('when the hour was taken meanwhile, then the server’s refusal shows in the dialog', async () => {
    post.mockRejectedValue(httpError(409, MAKEUP_MESSAGES.hourBusy.ko, 'SLOT_TAKEN'));
    const { user } = renderCard();
    const { dialog, select, later } = await openDialog(user);
    await user.selectOptions(select, later);
    await user.click(await dialog.findByRole('button', { name: '19:00' }));
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(MAKEUP_MESSAGES.hourBusy.ko);
  });

  it('when a booked make-up is days away, then Cancel asks first and the server’s message names the credit’s last day; a past one offers no Cancel', async () => {
    const ahead = addDaysToIsoDate(today, 5);
    view = {
      ...view,
      makeups: [
        makeupLesson({ id: 11, date: ahead, status: 'booked' }),
        makeupLesson({ id: 12, date: addDaysToIsoDate(today, -3), status: 'booked' }),
      ],
    };
    const message = `보강 수업을 취소했습니다. 보강권은 ${addDaysToIsoDate(today, 30)}까지 다시 사용할 수 있습니다.`;
    patch.mockResolvedValue(
      envelope({ id: 11, creditExpiresOn: addDaysToIsoDate(today, 30) }, message),
    );
    const { user } = renderCard();
    const cancel = await screen.findByRole('button', { name: `${ahead} 15:00-16:00 보강 취소` });
    expect(screen.getAllByRole('button', { name: /보강 취소$/ })).toHaveLength(1);

    await user.click(cancel);
    const dialog = within(
      screen.getByRole('dialog', { name: `${ahead} 15:00-16:00 보강 수업을 취소할까요?` }),
    );
    await user.click(dialog.getByRole('button', { name: '보강 취소' }));
    expect(patch).toHaveBeenCalledWith('/makeups/11/cancel');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
