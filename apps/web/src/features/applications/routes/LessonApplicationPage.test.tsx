import { CHILD_CONSENT } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type TUser } from '@/test/user';
import { beforeEach, describe, expect, it } from 'vitest';
import type { THttpResponse } from '@/lib/http-client';
import { envelope, httpError, validationError } from '@/test/api-response';
import { expectConsoleWarn } from '@/test/console-guard';
import { fillIn } from '@/test/fill-in';
import { renderPage } from '@/test/render-route';
import { teacherBusyTimes, weeklyLesson } from '@/test/teacher-schedule';
import { useLanguage } from '@/i18n/use-language';
import { LessonApplicationPage } from './LessonApplicationPage';
import { mockApiClient } from '@/test/mock-api-client';
import {
  applicantChoice as applicant,
  applyForChild,
  fillGuardian,
  guardianConsent as consentBox,
  guardianField as guardian,
} from '@/test/guardian-fields';

const { get, post } = mockApiClient();

const busyOnTuesdayEvening = teacherBusyTimes({
  regularSchedules: [{ dayOfWeek: 'Tuesday', busyTimes: [weeklyLesson('19:00', '20:00')] }],
});

function answerSchedule(answer: () => Promise<THttpResponse>) {
  get.mockImplementation((url: string) =>
    url === '/schedule/all-teacher-busy-times' ? answer() : Promise.reject(httpError(401)),
  );
}

const field = {
  name: () => screen.getByLabelText('이름'),
  birthDate: () => screen.getByLabelText('생년월일'),
  phone: () => screen.getByLabelText('휴대폰 번호'),
  email: () => screen.getByLabelText('이메일'),
  gender: () => screen.getByRole('radiogroup', { name: '성별' }),
  lessonType: () => screen.getByRole('radiogroup', { name: '수업 유형' }),
};
const submitButton = () => screen.getByRole('button', { name: '정규 레슨 신청하기' });
const hoursOf = (weekday: string) => screen.getByRole('group', { name: `${weekday} 희망 시간` });

function renderLessonApplication(path = '/lesson-request') {
  renderPage(<LessonApplicationPage />, path);
  return setupUser();
}

async function fillPersonalData(user: TUser) {
  await fillIn(user, field.name(), '김드럼');
  await fillIn(user, field.birthDate(), '19950315');
  await fillIn(user, field.phone(), '01012345678');
  await fillIn(user, field.email(), 'drum@example.com');
  await user.click(within(field.gender()).getByRole('radio', { name: '남성' }));
  await user.click(within(field.lessonType()).getByRole('radio', { name: /^일반/ }));
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  answerSchedule(async () => envelope(busyOnTuesdayEvening));
});

describe('LessonApplicationPage', () => {
  it('when submitted empty, then every required field shows its own message and nothing is sent', async () => {
    const user = renderLessonApplication();
    await user.click(submitButton());

    expect(field.name()).toHaveAccessibleDescription('이름을 입력해주세요.');
    expect(field.birthDate()).toHaveAccessibleDescription(/생년월일을 입력해주세요\./);
    expect(field.phone()).toHaveAccessibleDescription(/전화번호를 입력해주세요\./);
    expect(field.email()).toHaveAccessibleDescription('이메일을 입력해주세요.');
    expect(field.gender()).toHaveAccessibleDescription('성별을 선택해주세요.');
    expect(field.lessonType()).toHaveAccessibleDescription('수업 유형을 선택해주세요.');
    expect(field.name()).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['1995', 'YYYYMMDD 형식의 8자리 숫자로 입력해주세요.'],
    ['19500101', '1950년생 이하는 신청할 수 없습니다.'],
    ['20990101', '미래의 생년월일은 입력할 수 없습니다.'],
    ['19951301', '올바른 월을 입력해주세요 (01-12).'],
    ['19950132', '올바른 일을 입력해주세요 (01-31).'],
    ['19950230', '존재하지 않는 날짜입니다.'],
    [`${new Date().getFullYear()}0101`, '3세 이상부터 신청 가능합니다.'],
  ])('when the birth date %s is typed, then "%s" shows at once', async (typed, message) => {
    const user = renderLessonApplication();
    await user.type(field.birthDate(), typed);
    expect(field.birthDate()).toHaveAccessibleDescription(
      new RegExp(message.replace(/[()]/g, '\\$&')),
    );
    expect(field.birthDate()).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the birth date is cleared, then it is asked for; more than 8 characters cannot be typed', async () => {
    const user = renderLessonApplication();
    await user.type(field.birthDate(), '199503151');
    expect(field.birthDate()).toHaveValue('19950315');
    expect(field.birthDate()).not.toHaveAttribute('aria-invalid');
    await user.clear(field.birthDate());
    expect(field.birthDate()).toHaveAccessibleDescription(/생년월일을 입력해주세요\./);
  });

  it('when the email is malformed and left, then a valid format is asked for', async () => {
    const user = renderLessonApplication();
    await user.type(field.email(), 'drum@');
    await user.tab();
    expect(field.email()).toHaveAccessibleDescription('올바른 이메일 형식을 입력해주세요.');
    await user.type(field.email(), 'example.com');
    expect(field.email()).not.toHaveAttribute('aria-invalid');
  });

  it('when the phone is typed, then it shows 3-4-4 with hyphens and stops at 11 digits', async () => {
    const user = renderLessonApplication();
    await user.type(field.phone(), '010-1234-567899');
    expect(field.phone()).toHaveValue('010-1234-5678');
  });

  it('when ?type=exam is given, then the exam type is preselected', () => {
    renderLessonApplication('/lesson-request?type=exam');
    expect(within(field.lessonType()).getByRole('radio', { name: /^입시/ })).toBeChecked();
    expect(within(field.lessonType()).getByRole('radio', { name: /^일반/ })).not.toBeChecked();
  });

  it('when ?type=일반 is given, then the general type is preselected', () => {
    renderLessonApplication(`/lesson-request?type=${encodeURIComponent('일반')}`);
    expect(within(field.lessonType()).getByRole('radio', { name: /^일반/ })).toBeChecked();
  });

  it('when a complete form is sent, then digits-only phone and the built preferred time go out, a toast confirms and the form clears', async () => {
    post.mockResolvedValue(envelope({ requestId: 12, reference: 'L-2026-000012' }));
    const user = renderLessonApplication();
    await fillPersonalData(user);

    await user.click(screen.getByRole('button', { name: '월요일' }));
    await user.click(screen.getByRole('button', { name: '수요일' }));
    await user.click(await within(hoursOf('월요일')).findByRole('button', { name: '20:00' }));
    await user.click(within(hoursOf('월요일')).getByRole('button', { name: '19:00' }));
    await user.click(within(hoursOf('수요일')).getByRole('button', { name: '18:00' }));
    await user.click(submitButton());

    expect(await screen.findByText('정규수업 신청이 완료되었습니다')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/lessons/apply', {
      name: '김드럼',
      birthDate: '19950315',
      gender: 'male',
      phoneNumber: '01012345678',
      email: 'drum@example.com',
      preferredTime: '월요일: 19:00, 20:00 | 수요일: 18:00',
      lessonType: '일반',
      message: '',
      isForeigner: false,
      website: '',
    });
    expect(field.name()).toHaveValue('');
    expect(field.phone()).toHaveValue('');
    expect(screen.getByRole('button', { name: '월요일' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('when the application goes through, then the confirmation shows the reference, what was sent with the phone masked, and the call to come', async () => {
    post.mockResolvedValue(envelope({ requestId: 12, reference: 'L-2026-000012' }));
    const user = renderLessonApplication();
    await fillPersonalData(user);
    await user.click(screen.getByRole('button', { name: '월요일' }));
    await user.click(await within(hoursOf('월요일')).findByRole('button', { name: '19:00' }));
    await user.click(submitButton());

    const panel = await screen.findByRole('status', { name: '정규 레슨 신청이 접수되었습니다' });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(panel).toHaveTextContent('L-2026-000012');
    expect(panel).toHaveTextContent('김드럼');
    expect(panel).toHaveTextContent('010-****-5678');
    expect(panel).not.toHaveTextContent('01012345678');
    expect(panel).toHaveTextContent('drum@example.com');
    expect(panel).toHaveTextContent('일반 (취미)');
    expect(panel).toHaveTextContent('월요일: 19:00');
    expect(panel).toHaveTextContent('영업일 기준 1~2일 안에 학원에서 전화드립니다.');
  });

  it('when the page is in English, then the confirmation reads the chosen days back in English while the academy gets its Korean text', async () => {
    localStorage.setItem('language', 'ENG');
    post.mockResolvedValue(envelope({ requestId: 13, reference: 'L-2026-000013' }));
    const user = renderLessonApplication();
    await fillIn(user, await screen.findByLabelText('Name'), 'Kim Drum');
    await fillIn(user, screen.getByLabelText('Date of birth'), '19950315');
    await fillIn(user, screen.getByLabelText('Mobile number'), '01012345678');
    await fillIn(user, screen.getByLabelText('Email'), 'drum@example.com');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(screen.getByRole('radio', { name: /^General/ }));
    await user.click(screen.getByRole('button', { name: 'Wednesday' }));
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    const hours = (weekday: string) =>
      screen.getByRole('group', { name: `Preferred times on ${weekday}` });
    await user.click(await within(hours('Monday')).findByRole('button', { name: '19:00' }));
    await user.click(within(hours('Wednesday')).getByRole('button', { name: '18:00' }));
    await user.click(screen.getByRole('button', { name: 'Apply for regular lessons' }));

    const panel = await screen.findByRole('status', {
      name: 'Your lesson application has been received',
    });
    expect(panel).toHaveTextContent('Monday: 19:00 | Wednesday: 18:00');
    expect(panel).not.toHaveTextContent('요일');
    expect(post).toHaveBeenCalledWith(
      '/lessons/apply',
      expect.objectContaining({ preferredTime: '월요일: 19:00 | 수요일: 18:00' }),
    );
  });

  it('when the page is in English, then "I am a foreign student" starts ticked, and stays as the person set it', async () => {
    localStorage.setItem('language', 'ENG');
    const user = renderLessonApplication();
    const box = await screen.findByRole('checkbox', { name: /I am a foreign student/ });
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it('when the language is switched before the box was touched, then the box follows it; once touched, it stays', async () => {
    function SwitchLanguage() {
      const { toggleLanguage } = useLanguage();
      return (
        <button type="button" onClick={toggleLanguage}>
          switch
        </button>
      );
    }
    renderPage(
      <>
        <SwitchLanguage />
        <LessonApplicationPage />
      </>,
      '/lesson-request',
    );
    const user = setupUser();
    const box = () =>
      screen.getByRole('checkbox', { name: /외국인 수강생입니다|I am a foreign student/ });
    expect(box()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(box()).toBeChecked());
    await user.click(box());
    await user.click(screen.getByRole('button', { name: 'switch' }));
    await user.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(box()).not.toBeChecked();
  });

  it('when the page is in Korean, then the foreign student box starts unticked', () => {
    renderLessonApplication();
    expect(screen.getByRole('checkbox', { name: /외국인 수강생입니다/ })).not.toBeChecked();
  });

  it('when the teacher teaches on Tuesday at 19:00, then that hour cannot be chosen', async () => {
    const user = renderLessonApplication();
    await user.click(screen.getByRole('button', { name: '화요일' }));
    expect(await within(hoursOf('화요일')).findByRole('button', { name: '19:00' })).toBeDisabled();
    expect(within(hoursOf('화요일')).getByRole('button', { name: '18:00' })).toBeEnabled();
  });

  it('when the schedule lookup fails, then it is only logged and no hour is blocked', async () => {
    expectConsoleWarn('The teacher schedule lookup failed; no hours are blocked.');
    answerSchedule(() => Promise.reject(httpError(500)));
    const user = renderLessonApplication();
    await user.click(screen.getByRole('button', { name: '화요일' }));
    expect(await within(hoursOf('화요일')).findByRole('button', { name: '19:00' })).toBeEnabled();
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
  });

  it('when submit is pressed twice while sending, then one application goes out', async () => {
    let answer: (value: THttpResponse) => void = () => undefined;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderLessonApplication();
    await fillPersonalData(user);
    await user.dblClick(submitButton());

    expect(screen.getByRole('button', { name: '신청하는 중…' })).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
    answer(envelope({ requestId: 1, reference: 'L-2026-00001' }));
    expect(await screen.findByText('정규수업 신청이 완료되었습니다')).toBeInTheDocument();
  });

  it('when the server fails, then the error shows and the form keeps its values', async () => {
    post.mockRejectedValue(httpError(500));
    const user = renderLessonApplication();
    await fillPersonalData(user);
    await user.click(submitButton());

    const message = '정규수업 신청 중 오류가 발생했습니다. 다시 시도해주세요.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field.name()).toHaveValue('김드럼');
  });

  it('when the server refuses with a message, then that message shows', async () => {
    post.mockRejectedValue(httpError(429, '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'));
    const user = renderLessonApplication();
    await fillPersonalData(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('요청이 너무 많습니다.');
  });
});

describe('LessonApplicationPage for a child', () => {
  // Ten in the year of the run: under 14 whatever the day.
  const childBirthDate = `${new Date().getFullYear() - 10}0101`;

  async function fillChildApplication(user: TUser) {
    await applyForChild(user);
    await fillIn(user, field.name(), '박하준');
    await fillIn(user, field.birthDate(), childBirthDate);
    await user.click(within(field.gender()).getByRole('radio', { name: '남성' }));
    await user.click(within(field.lessonType()).getByRole('radio', { name: /^일반/ }));
    await fillGuardian(user, {
      name: '박서연',
      relationship: '어머니',
      phone: '01098765432',
      email: 'mom@example.com',
    });
  }

  it('when "my child" is sent empty, then the child\'s own phone and e-mail stay optional and the guardian and the consent are asked for at once', async () => {
    const user = renderLessonApplication();
    expect(within(applicant()).getByRole('radio', { name: '본인' })).toBeChecked();
    expect(screen.queryByRole('group', { name: '보호자 정보' })).toBeNull();

    await applyForChild(user);
    expect(screen.getByRole('heading', { name: '자녀 정보' })).toBeInTheDocument();
    expect(screen.getByLabelText('자녀 본인 휴대폰 번호 (선택)')).not.toBeRequired();
    expect(screen.getByLabelText('자녀 본인 이메일 (선택)')).not.toBeRequired();
    expect(screen.getByRole('group', { name: '보호자 정보' })).toBeInTheDocument();
    await fillIn(user, field.birthDate(), childBirthDate);
    await user.click(submitButton());

    expect(guardian.name()).toHaveAccessibleDescription('이름을 입력해주세요.');
    expect(guardian.phone()).toHaveAccessibleDescription('전화번호를 입력해주세요.');
    expect(guardian.email()).toHaveAccessibleDescription('이메일을 입력해주세요.');
    expect(guardian.relationship()).toHaveAccessibleDescription('자녀와의 관계를 선택해주세요.');
    expect(consentBox()).toHaveAccessibleDescription(
      expect.stringContaining('보호자의 개인정보 수집·이용 동의가 필요합니다.'),
    );
    expect(screen.getByLabelText('자녀 본인 휴대폰 번호 (선택)')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('when the child is under 14 and the consent is not given, then nothing is sent and the consent is asked for', async () => {
    const user = renderLessonApplication();
    await fillChildApplication(user);

    const consent = screen.getByRole('region', { name: '개인정보 수집·이용 동의 (만 14세 미만)' });
    expect(
      within(consent).getByText(
        '수업 상담, 배정, 출석과 보강 관리를 위한 자녀의 이름, 생년월일, 성별 수집·이용',
      ),
    ).toBeInTheDocument();
    expect(within(consent).getAllByRole('listitem')).toHaveLength(CHILD_CONSENT.purposes.length);
    await user.click(submitButton());

    const message = '만 14세 미만 아동의 신청에는 보호자의 개인정보 수집·이용 동의가 필요합니다.';
    expect(consentBox()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox()).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('when the guardian consents for a child under 14, then the child, the guardian and the consent are sent', async () => {
    post.mockResolvedValue(envelope({ requestId: 21, reference: 'L-2026-000021' }));
    const user = renderLessonApplication();
    await fillChildApplication(user);
    await user.click(consentBox());
    await user.click(submitButton());

    expect(await screen.findByText('정규수업 신청이 완료되었습니다')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    const body: unknown = post.mock.calls[0]?.[1];
    expect(body).toStrictEqual({
      name: '박하준',
      birthDate: childBirthDate,
      gender: 'male',
      preferredTime: '',
      lessonType: '일반',
      message: '',
      isForeigner: false,
      applicant: 'child',
      guardian: {
        name: '박서연',
        phoneNumber: '01098765432',
        email: 'mom@example.com',
        relationship: 'mother',
      },
      consent: { agreed: true, version: CHILD_CONSENT.version },
      website: '',
    });
    expect(within(applicant()).getByRole('radio', { name: '본인' })).toBeChecked();
  });

  it('when "myself" is chosen again after the guardian was filled in, then the old payload goes out', async () => {
    post.mockResolvedValue(envelope({ requestId: 22, reference: 'L-2026-000022' }));
    const user = renderLessonApplication();
    await fillChildApplication(user);
    await user.click(within(applicant()).getByRole('radio', { name: '본인' }));
    expect(screen.queryByRole('group', { name: '보호자 정보' })).toBeNull();
    await user.clear(field.birthDate());
    await fillIn(user, field.birthDate(), '19950315');
    await fillIn(user, field.phone(), '01012345678');
    await fillIn(user, field.email(), 'drum@example.com');
    await user.click(submitButton());

    expect(await screen.findByText('정규수업 신청이 완료되었습니다')).toBeInTheDocument();
    const body: unknown = post.mock.calls[0]?.[1];
    expect(body).toStrictEqual({
      name: '박하준',
      birthDate: '19950315',
      gender: 'male',
      phoneNumber: '01012345678',
      email: 'drum@example.com',
      preferredTime: '',
      lessonType: '일반',
      message: '',
      isForeigner: false,
      website: '',
    });
  });

  it('when one applies for oneself under 14, then the form points to "my child"', async () => {
    const user = renderLessonApplication();
    await fillIn(user, field.birthDate(), childBirthDate);
    await user.click(submitButton());
    expect(post).not.toHaveBeenCalled();
    expect(field.name()).toHaveFocus();
    expect(applicant()).toHaveAccessibleDescription(
      '만 14세 미만은 보호자가 "자녀 신청"으로 신청해주세요.',
    );
  });

  it("when the server refuses the guardian's phone and the consent, then each message shows at its field", async () => {
    post.mockRejectedValue(
      validationError([
        { path: 'guardian.phoneNumber', message: '올바른 전화번호를 입력해주세요.' },
        {
          path: 'consent',
          message: '동의 내용이 바뀌었습니다. 페이지를 새로고침한 뒤 다시 동의해주세요.',
        },
      ]),
    );
    const user = renderLessonApplication();
    await fillChildApplication(user);
    await user.click(consentBox());
    await user.click(submitButton());

    await waitFor(() =>
      expect(guardian.phone()).toHaveAccessibleDescription('올바른 전화번호를 입력해주세요.'),
    );
    expect(guardian.phone()).toHaveFocus();
    expect(consentBox()).toHaveAccessibleDescription(
      expect.stringContaining('동의 내용이 바뀌었습니다.'),
    );
    await user.clear(guardian.phone());
    await fillIn(user, guardian.phone(), '01011112222');
    expect(guardian.phone()).not.toHaveAttribute('aria-invalid');
  });

  it('when the page is in English, then the choice, the guardian and the consent speak English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const user = renderLessonApplication();
    const who = await screen.findByRole('radiogroup', { name: 'Who is this for' });
    expect(within(who).getByRole('radio', { name: 'Myself' })).toBeChecked();
    await user.click(within(who).getByRole('radio', { name: 'My child' }));
    await fillIn(user, screen.getByLabelText('Date of birth'), childBirthDate);

    const guardianGroup = screen.getByRole('group', { name: 'Guardian' });
    expect(within(guardianGroup).getByLabelText("Guardian's mobile number")).toBeRequired();
    const relation = within(guardianGroup).getByLabelText('Relationship to the child');
    expect(
      within(relation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please choose', 'Mother', 'Father', 'Grandparent', 'Other']);
    for (const purpose of CHILD_CONSENT.purposes) {
      expect(screen.getByText(purpose.text.en)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('checkbox', { name: 'I consent to the above (guardian)' }),
    ).not.toBeChecked();
  });
});
