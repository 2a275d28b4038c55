import { CHILD_CONSENT } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type TUser } from '@/test/user';
import type { TRequestOptions } from '@/lib/http-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { renderPage } from '@/test/render-route';
import { personalSchedule, teacherBusyTimes } from '@/test/teacher-schedule';
import { OneDayClassPage } from './OneDayClassPage';
import { mockApiClient } from '@/test/mock-api-client';
import { freezeDateInEachTest } from '@/test/frozen-date';
import { applyForChild, fillGuardian, guardianConsent } from '@/test/guardian-fields';

const { get, post } = mockApiClient();

// Thursday 20 November 2025, 10:00 in Seoul.
const NOW = new Date('2025-11-20T01:00:00Z');

/**
 * A day of the calendar, e.g. day('11월 25일'), looked for within the month grid: role queries
 * compute every candidate's accessible name, which is slow in jsdom.
 */
const day = (date: string) =>
  within(screen.getByRole('grid')).getByRole('button', { name: new RegExp(`^2025년 ${date} `) });
const slotsOf = (date: string) => screen.findByRole('group', { name: `${date} 희망 시간` });
const summary = () => screen.getByRole('region', { name: '선택한 일정' });

function renderOneday(path = '/one-day-class') {
  renderPage(<OneDayClassPage />, path);
  return setupUser();
}

/** Fills the required personal data (Korean labels) and sends the form. */
async function applyWith(user: TUser, message: string) {
  await fillIn(user, screen.getByLabelText('이름'), '이원데이');
  await fillIn(user, screen.getByLabelText('생년월일'), '20000101');
  await fillIn(user, screen.getByLabelText('휴대폰 번호'), '01098765432');
  if (message) await fillIn(user, screen.getByLabelText(/남기실 말씀/), message);
  await user.click(screen.getByRole('button', { name: '원데이 클래스 신청하기' }));
}

const sentMessage = () =>
  (post.mock.calls.at(-1)?.[1] as { message?: string } | undefined)?.message;

async function chooseSlot(user: TUser, date: string, label: string, time: string) {
  await user.click(day(date));
  await user.click(within(await slotsOf(label)).getByRole('button', { name: time }));
}

freezeDateInEachTest(NOW);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation((url: string, config?: TRequestOptions) => {
    if (url !== '/schedule/all-teacher-busy-times') return Promise.reject(httpError(401));
    const date = String(config?.params?.startDate);
    return Promise.resolve(
      envelope(teacherBusyTimes({ personalSchedules: [personalSchedule(date, '14:00', '15:00')] })),
    );
  });
});

describe('OneDayClassPage', () => {
  it('when a day before today is pressed, then it is refused with the past-date message', async () => {
    const user = renderOneday();
    await user.click(day('11월 19일'));

    expect(screen.getByRole('alert')).toHaveTextContent('오늘보다 이전 날짜는 선택할 수 없습니다.');
    expect(day('11월 19일')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('group', { name: /희망 시간/ })).not.toBeInTheDocument();
  });

  it('when the teacher is busy at 14:00 that day, then the slot is disabled and pressing it says why', async () => {
    const user = renderOneday();
    await user.click(day('11월 25일'));
    const slots = await slotsOf('11월 25일 (화)');

    expect(within(slots).getAllByRole('button')).toHaveLength(14);
    const busy = within(slots).getByRole('button', { name: '14:00' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);

    expect(screen.getByRole('alert')).toHaveTextContent(
      '해당 시간은 이미 다른 수업이 예정되어 있습니다.',
    );
    expect(busy).toHaveAttribute('aria-pressed', 'false');
    expect(get).toHaveBeenCalledWith('/schedule/all-teacher-busy-times', {
      params: { teacherId: 1, startDate: '2025-11-25', endDate: '2025-11-25' },
    });
  });

  it('when the chosen day is a closed day, then no hour can be chosen and the note names the closure', async () => {
    get.mockImplementation((url: string, config?: TRequestOptions) => {
      if (url !== '/schedule/all-teacher-busy-times') return Promise.reject(httpError(401));
      const date = String(config?.params?.startDate);
      return Promise.resolve(
        envelope(teacherBusyTimes({ closures: [{ date, reason: '추석', reasonEn: 'Chuseok' }] })),
      );
    });
    const user = renderOneday();
    await user.click(day('11월 25일'));
    const slots = await slotsOf('11월 25일 (화)');

    for (const hour of within(slots).getAllByRole('button')) {
      expect(hour).toHaveAttribute('aria-disabled', 'true');
    }
    expect(within(slots).getByRole('status')).toHaveTextContent(
      '이 날은 학원 휴원일(추석)입니다. 다른 날짜를 선택해주세요.',
    );
  });

  it('when the month holds a closed day, then the calendar refuses it and says the academy is closed', async () => {
    get.mockImplementation(() =>
      Promise.resolve(
        envelope(
          teacherBusyTimes({
            closures: [{ date: '2025-11-26', reason: '추석', reasonEn: 'Chuseok' }],
          }),
        ),
      ),
    );
    const user = renderOneday();
    await waitFor(() => expect(day('11월 26일')).toHaveAttribute('aria-disabled', 'true'));
    await user.click(day('11월 26일'));

    expect(screen.getByRole('alert')).toHaveTextContent(
      '학원 휴원일입니다. 다른 날짜를 선택해주세요.',
    );
    expect(screen.queryByRole('group', { name: /희망 시간/ })).not.toBeInTheDocument();
  });

  it('when the month holds a public holiday, then the calendar refuses it and says holidays cannot be chosen', async () => {
    const user = renderOneday();
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    // 25 December 2025, 기독탄신일; the 24th is an ordinary day.
    await waitFor(() => expect(day('12월 25일')).toHaveAttribute('aria-disabled', 'true'));
    expect(day('12월 24일')).not.toHaveAttribute('aria-disabled');
    await user.click(day('12월 25일'));

    expect(screen.getByRole('alert')).toHaveTextContent(
      '공휴일은 선택할 수 없습니다. 다른 날짜를 선택해주세요.',
    );
    expect(screen.queryByRole('group', { name: /희망 시간/ })).not.toBeInTheDocument();
  });

  it('when times are chosen across days, then they are kept per day in order and an emptied day is dropped', async () => {
    const user = renderOneday();
    await chooseSlot(user, '11월 27일', '11월 27일 (목)', '16:00');
    await chooseSlot(user, '11월 25일', '11월 25일 (화)', '15:00');
    await user.click(
      within(await slotsOf('11월 25일 (화)')).getByRole('button', { name: '11:00' }),
    );

    const dates = within(summary()).getAllByRole('button', { name: /^11월 \d+일 \(.\)$/ });
    expect(dates.map((date) => date.textContent)).toEqual(['11월 25일 (화)', '11월 27일 (목)']);
    const times = within(summary()).getAllByRole('button', {
      name: /^11월 25일 \(화\) \d\d:\d\d 삭제$/,
    });
    expect(times.map((time) => time.textContent)).toEqual(['11:00×', '15:00×']);
    expect(day('11월 27일')).toHaveAccessibleName(/시간 선택됨/);

    await user.click(within(summary()).getByRole('button', { name: '11월 27일 (목) 16:00 삭제' }));
    expect(within(summary()).queryByText('11월 27일 (목)')).not.toBeInTheDocument();
  });

  it('when times of one day are sent, then they go in order and the choices are cleared', async () => {
    post.mockResolvedValue(envelope({ requestId: 3, reference: 'O-2026-00003' }));
    const user = renderOneday();
    await chooseSlot(user, '11월 25일', '11월 25일 (화)', '15:00');
    await user.click(
      within(await slotsOf('11월 25일 (화)')).getByRole('button', { name: '11:00' }),
    );

    await fillIn(user, screen.getByLabelText('이름'), '이원데이');
    await fillIn(user, screen.getByLabelText('생년월일'), '20000101');
    await fillIn(user, screen.getByLabelText('휴대폰 번호'), '01098765432');
    await user.click(screen.getByRole('radio', { name: '여성' }));
    await user.click(screen.getByRole('button', { name: '원데이 클래스 신청하기' }));

    expect(await screen.findByText('원데이클래스 신청이 완료되었습니다')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/oneday/apply', {
      name: '이원데이',
      birthDate: '20000101',
      phoneNumber: '01098765432',
      preferredTime: '11/25(화): 11:00, 15:00',
      message: '',
      website: '',
    });
    expect(within(summary()).getByText('아직 선택한 일정이 없습니다.')).toBeInTheDocument();
    const panel = screen.getByRole('status', { name: '원데이클래스 신청이 접수되었습니다' });
    expect(panel).toHaveTextContent('O-2026-00003');
    expect(panel).toHaveTextContent('이원데이');
    expect(panel).toHaveTextContent('010-****-5432');
    expect(panel).toHaveTextContent('영업일 기준 1~2일 안에 학원에서 전화드립니다.');
    expect(panel).toHaveTextContent(/희망하신 시간: 11월 25일 \(화\) 11:00, 15:00/);
  });

  it('when required personal data is missing, then each is asked for and email stays optional', async () => {
    const user = renderOneday();
    await user.click(screen.getByRole('button', { name: '원데이 클래스 신청하기' }));

    expect(screen.getByLabelText('이름')).toHaveAccessibleDescription('이름을 입력해주세요.');
    expect(screen.getByLabelText('생년월일')).toHaveAccessibleDescription(
      /생년월일을 입력해주세요\./,
    );
    expect(screen.getByLabelText('휴대폰 번호')).toHaveAccessibleDescription(
      /전화번호를 입력해주세요\./,
    );
    expect(screen.getByLabelText('이메일 (선택)')).not.toHaveAttribute('aria-invalid');
    expect(post).not.toHaveBeenCalled();
  });

  it('when the application fails, then the one-day error message shows and the choices stay', async () => {
    post.mockRejectedValue(httpError(500));
    const user = renderOneday();
    await chooseSlot(user, '11월 25일', '11월 25일 (화)', '15:00');
    await fillIn(user, screen.getByLabelText('이름'), '이원데이');
    await fillIn(user, screen.getByLabelText('생년월일'), '20000101');
    await fillIn(user, screen.getByLabelText('휴대폰 번호'), '01098765432');
    await user.click(screen.getByRole('button', { name: '원데이 클래스 신청하기' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '원데이클래스 신청 중 오류가 발생했습니다. 다시 시도해주세요.',
    );
    expect(within(summary()).getByText('11월 25일 (화)')).toBeInTheDocument();
  });

  it('when the page is read, then the free fee, nine steps and six benefits are there', () => {
    renderOneday();
    expect(screen.getByRole('heading', { name: '원데이 클래스는 무료입니다' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: '수업은 이렇게 진행돼요' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(9);
    const benefits = screen.getByRole('region', { name: '원데이 클래스 혜택' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);
  });

  describe('course of interest from ?type=', () => {
    const interest = () => screen.getByRole('radiogroup', { name: '관심 있는 과정' });

    it('when opened with ?type=exam, then 입시 is chosen and the message sent starts with it', async () => {
      post.mockResolvedValue(envelope({ requestId: 4, reference: 'O-2026-00004' }));
      const user = renderOneday('/one-day-class?type=exam');
      expect(within(interest()).getByRole('radio', { name: '입시' })).toBeChecked();

      await applyWith(user, '주말 희망');
      await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
      expect(sentMessage()).toBe('관심 과정: 입시\n\n주말 희망');
      expect(within(interest()).getByRole('radio', { name: '입시' })).toBeChecked();
    });

    it('when opened with ?type=일반, then the general course is chosen; without a message only its line is sent', async () => {
      post.mockResolvedValue(envelope({ requestId: 5, reference: 'O-2026-00005' }));
      const user = renderOneday(`/one-day-class?type=${encodeURIComponent('일반')}`);
      expect(within(interest()).getByRole('radio', { name: '일반 (취미)' })).toBeChecked();

      await applyWith(user, '');
      await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
      expect(sentMessage()).toBe('관심 과정: 일반 (취미)');
    });

    it.each(['/one-day-class', '/one-day-class?type=kids'])(
      'when opened as %s, then "not sure yet" is chosen and the message is sent as written',
      async (path) => {
        post.mockResolvedValue(envelope({ requestId: 6, reference: 'O-2026-00006' }));
        const user = renderOneday(path);
        expect(within(interest()).getByRole('radio', { name: '아직 모르겠어요' })).toBeChecked();

        await applyWith(user, '처음이에요.');
        await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
        expect(sentMessage()).toBe('처음이에요.');
      },
    );

    it('when the applicant changes the preselected course, then the new one is sent', async () => {
      post.mockResolvedValue(envelope({ requestId: 7, reference: 'O-2026-00007' }));
      const user = renderOneday('/one-day-class?type=general');
      await user.click(within(interest()).getByRole('radio', { name: '입시' }));

      await applyWith(user, '');
      await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
      expect(sentMessage()).toBe('관심 과정: 입시');
    });

    it('when the page is in English and opened with ?type=general, then the course shows and is sent in English', async () => {
      window.localStorage.setItem('language', 'ENG');
      renderOneday('/one-day-class?type=general');
      const group = await screen.findByRole('radiogroup', {
        name: 'Course you are interested in',
      });
      expect(within(group).getByRole('radio', { name: 'General (hobby)' })).toBeChecked();
      expect(within(group).getByRole('radio', { name: 'Not sure yet' })).not.toBeChecked();
    });
  });
});

describe('OneDayClassPage for a child', () => {
  it("when a guardian applies for a child under 14 with consent, then the guardian and the consent are sent without the child's own contact", async () => {
    post.mockResolvedValue(envelope({ requestId: 8, reference: 'O-2026-00008' }));
    const user = renderOneday();
    await applyForChild(user);
    await fillIn(user, screen.getByLabelText('이름'), '박하준');
    // Ten on 20 November 2025.
    await fillIn(user, screen.getByLabelText('생년월일'), '20150302');
    await fillGuardian(user, {
      name: '박서연',
      relationship: '아버지',
      phone: '01098765432',
      email: 'dad@example.com',
    });
    await user.click(guardianConsent());
    await user.click(screen.getByRole('button', { name: '원데이 클래스 신청하기' }));

    expect(await screen.findByText('원데이클래스 신청이 완료되었습니다')).toBeInTheDocument();
    const body: unknown = post.mock.calls[0]?.[1];
    expect(body).toStrictEqual({
      name: '박하준',
      birthDate: '20150302',
      preferredTime: '',
      message: '',
      applicant: 'child',
      guardian: {
        name: '박서연',
        phoneNumber: '01098765432',
        email: 'dad@example.com',
        relationship: 'father',
      },
      consent: { agreed: true, version: CHILD_CONSENT.version },
      website: '',
    });
  });
});
