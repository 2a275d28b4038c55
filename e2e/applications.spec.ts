import { isoOf, showDay } from './support/calendar';
import { seoulDay } from './support/seoul-date';
import { watchPendingCounts } from './support/staff-api';
import { expect, test } from './support/test';
import { expectNoOverflowPastWindow } from './support/layout';
import { pickPreferredSlot } from './support/lesson-request';

const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

test.describe('guest applications', () => {
  test('when a guest applies for regular lessons, then the success toast shows, the form clears and staff see it pending', async ({
    page,
    apiAs,
    isMobile,
  }) => {
    // Each width applies with its own phone: the same form twice within a minute is one.
    const phone = isMobile ? '01077778889' : '01077778888';
    const expectOneMorePending = await watchPendingCounts(await apiAs('admin'));
    await page.goto('/lesson-request?type=exam');
    await expect(page.getByRole('radio', { name: /^입시/ })).toBeChecked();

    await page.getByLabel('이름').fill('홍길동');
    await page.getByLabel('생년월일').fill('19990101');
    await page.getByLabel('휴대폰 번호').fill(phone);
    await expect(page.getByLabel('휴대폰 번호')).toHaveValue(`010-7777-${phone.slice(-4)}`);
    await page.getByLabel('이메일').fill('gildong@example.com');
    await page.getByRole('radio', { name: '남성' }).check();
    await pickPreferredSlot(page, '화요일', /^10:00/);
    await page.getByRole('button', { name: '정규 레슨 신청하기' }).click();

    await expect(page.getByText('정규수업 신청이 완료되었습니다').first()).toBeVisible();
    await expect(page.getByLabel('이름')).toHaveValue('');
    await expectOneMorePending('lessonRequests');
  });

  test('when the birth date breaks a rule, then the exact message shows and nothing is sent', async ({
    page,
  }) => {
    await page.goto('/lesson-request');
    await page.getByLabel('생년월일').fill('19500101');
    await page.getByLabel('생년월일').blur();
    await expect(page.getByText('1950년생 이하는 신청할 수 없습니다.').first()).toBeVisible();
    await page.getByLabel('생년월일').fill('20230230');
    await expect(page.getByText('존재하지 않는 날짜입니다.').first()).toBeVisible();
  });

  test('when a guest books a free one-day class, then the success toast shows and staff see it pending', async ({
    page,
    apiAs,
    isMobile,
  }) => {
    const expectOneMorePending = await watchPendingCounts(await apiAs('admin'));
    const target = seoulDay(5);
    await page.goto('/one-day-class');
    await page.getByLabel('이름').fill('김하늘');
    await page.getByLabel('생년월일').fill('20000505');
    // Each width applies with its own phone: the same form twice within a minute is one.
    await page.getByLabel('휴대폰 번호').fill(isMobile ? '01066665556' : '01066665555');
    await (await showDay(page.getByRole('grid'), isoOf(target), 'ko')).click();
    const slots = page.getByRole('group', {
      name: `${target.month}월 ${target.day}일 (${KOREAN_WEEKDAYS[target.weekday]}) 희망 시간`,
    });
    await slots.getByRole('button', { name: /^15:00/ }).click();
    await expect(page.getByRole('region', { name: '선택한 일정' })).toContainText('15:00');
    await page.getByRole('button', { name: '원데이 클래스 신청하기' }).click();

    await expect(page.getByText('원데이클래스 신청이 완료되었습니다').first()).toBeVisible();
    await expectOneMorePending('oneDayRequests');
  });

  test('when a guest picks a past day, then it is refused with the message', async ({ page }) => {
    const yesterday = seoulDay(-1);
    const today = seoulDay(0);
    test.skip(
      yesterday.month !== today.month,
      'yesterday is in the previous month, which the calendar does not show',
    );
    await page.goto('/one-day-class');
    const dayName = `${yesterday.year}년 ${yesterday.month}월 ${yesterday.day}일 ${KOREAN_WEEKDAYS[yesterday.weekday]}요일`;
    // The day is aria-disabled (Playwright will not click it by itself), but a person still can.
    await page.getByRole('button', { name: new RegExp(`^${dayName}`) }).click({ force: true });
    await expect(page.getByText('오늘보다 이전 날짜는 선택할 수 없습니다.').first()).toBeVisible();
  });
});

test.describe('guest inquiries', () => {
  test('when a guest sends an inquiry, then they find it by nickname and read it back only with the right password', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.expectRefusal(403, '/api/contact/check', 'the wrong password is refused');
    const subject = `주차 문의 ${testInfo.project.name} ${Date.now()}`;
    const nickname = `Visitor ${testInfo.project.name} ${Date.now() % 100_000_000}`;
    await page.goto('/contact');
    await page.getByLabel('닉네임').fill(nickname);
    await page.getByLabel('비밀번호', { exact: true }).fill('4321');
    await page.getByLabel('문의 유형').selectOption('facility');
    await page.getByLabel('제목').fill(subject);
    await page.getByLabel('문의 내용').fill('건물에 주차할 수 있나요?');
    // The journeys run with the text channel on: ticking "tell me when answered" asks the
    // academy, which can send the notice, so the box stays ticked and the phone is asked for
    // (docs/product/inquiries.md).
    const phone = page.getByLabel('휴대폰 번호');
    const notify = page.getByRole('checkbox', { name: /알림톡으로 답변 알림 받기/ });
    await expect(phone).toHaveCount(0);
    const asked = page.waitForResponse((response) =>
      response.url().endsWith('/api/contact/answer-notice'),
    );
    await notify.click();
    expect(await (await asked).json()).toMatchObject({ data: { available: true } });
    await expect(notify).toBeChecked();
    await phone.fill('01098760000');
    await expect(phone).toHaveValue('010-9876-0000');
    await expectNoOverflowPastWindow(page);
    await page.getByRole('button', { name: '문의 보내기' }).click();
    await expect(page.getByText('문의가 성공적으로 전송되었습니다!').first()).toBeVisible();

    // The board finds it by part of the nickname in another case, and keeps the search on reload.
    await page.goto('/contact/check');
    const search = page.getByRole('searchbox', { name: '닉네임으로 찾기' });
    const part = nickname.slice('Visitor '.length).toUpperCase();
    await search.fill(part);
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('nickname')).toBe(part);
    await expect(page.getByText(`닉네임에 ‘${part}’이(가) 들어간 문의 1건`)).toBeVisible();
    await page.reload();
    await expect(search).toHaveValue(part);
    const cards = page.getByRole('tabpanel').getByRole('button');
    await expect(cards).toHaveCount(1);
    await cards.first().click();
    const passwordDialog = page.getByRole('dialog', { name: '비밀번호 확인' });
    await passwordDialog.getByLabel('비밀번호', { exact: true }).fill('0000');
    await passwordDialog.getByRole('button', { name: '확인' }).click();
    await expect(passwordDialog.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();

    await passwordDialog.getByLabel('비밀번호', { exact: true }).fill('4321');
    await passwordDialog.getByRole('button', { name: '확인' }).click();
    const detail = page.getByRole('dialog', { name: subject });
    await expect(detail).toContainText('건물에 주차할 수 있나요?');
    // The phone is for the academy alone: not on the board, not behind the password.
    await expect(page.getByText(/010-?9876-?5432/)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  });

  test('when a guest opens a replied demo inquiry, then the reply and its date show', async ({
    page,
  }) => {
    await page.goto('/contact/check');
    await page.getByRole('button', { name: /^성인 취미반도 있나요\?/ }).click();
    const passwordDialog = page.getByRole('dialog', { name: '비밀번호 확인' });
    await passwordDialog.getByLabel('비밀번호', { exact: true }).fill('1234');
    await passwordDialog.getByRole('button', { name: '확인' }).click();
    const detail = page.getByRole('dialog', { name: '성인 취미반도 있나요?' });
    await expect(detail.getByRole('region', { name: '답변' })).toContainText('평일 저녁 22시까지');
  });
});
