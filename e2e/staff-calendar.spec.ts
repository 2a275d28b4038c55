import { seoulIsoDate, showDay } from './support/calendar';
import { answerQuestion } from './support/dialogs';
import { applyForOnedayClass, confirmOnedayClass } from './support/oneday';
import { KOREAN_WEEKDAYS, ordinaryOffset, seoulDay } from './support/seoul-date';
import { expect, test, type Page } from './support/test';

const isoOf = seoulIsoDate;

/**
 * Days from today to the next Saturday, a day with no demo lessons. Never today: late in the
 * evening every hour of today has already started and is refused for that reason.
 */
const nextSaturday = () => (6 - seoulDay(0).weekday + 7) % 7 || 7;

async function pickOption(page: Page, label: string, option: string) {
  // A custom select is named by its label followed by its current value.
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Turns the staff calendar to the month of the day `offset` days from today. */
async function showMonthOf(page: Page, offset: number) {
  await showDay(page.getByRole('grid'), isoOf(offset), 'ko');
}

/** The one-day class page's hour button of a day, as a guest sees it. */
async function onedayHour(page: Page, offset: number, hour: string) {
  const day = seoulDay(offset);
  await page.goto('/one-day-class');
  await (await showDay(page.getByRole('grid'), isoOf(offset), 'ko')).click();
  return page
    .getByRole('group', {
      name: `${day.month}월 ${day.day}일 (${KOREAN_WEEKDAYS[day.weekday]}) 희망 시간`,
    })
    .getByRole('button', { name: new RegExp(`^${hour}`) });
}

/** GET /teacher-schedule: the list is one level deeper (`data.data.schedules`). */
type TScheduleList = {
  data: { data: { schedules: { scheduleId: number; title: string; excludedDates: string[] }[] } };
};

test.describe('teacher calendar', () => {
  test('when the admin registers a weekly event, then it blocks that hour for guests until one day and then the series are deleted', async ({
    page,
    signIn,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough: it owns Saturday 21:00');
    // Eleven page visits across two areas: more than the default budget on a busy machine.
    test.slow();
    const title = `합주 연습 ${Date.now()}`;
    const first = nextSaturday();
    await signIn(page, 'admin', { to: '/admin/lesson-schedule' });

    await page.getByLabel('제목').fill(title);
    await page.getByLabel('반복 일정').check();
    await pickOption(page, '반복 주기', '매주');
    await pickOption(page, '요일', '토요일');
    await pickOption(page, '시작 시간', '21:00');
    await pickOption(page, '종료 시간', '22:00');
    await page.getByLabel('반복 종료일').fill(isoOf(first + 21));
    await page.getByRole('button', { name: '일정 등록' }).click();
    await expect(page.getByText('일정이 등록되었습니다.').first()).toBeVisible();

    await showMonthOf(page, first);
    const firstDay = seoulDay(first);
    const eventOnFirstDay = page
      .locator('td')
      .filter({ hasText: `${firstDay.year}년 ${firstDay.month}월 ${firstDay.day}일` })
      .getByRole('button', { name: `개인 일정, 21:00–22:00, ${title}` });
    await expect(eventOnFirstDay).toBeVisible();

    await expect(await onedayHour(page, first, '21:00')).toHaveAttribute('aria-disabled', 'true');
    await expect(await onedayHour(page, first, '20:00')).not.toHaveAttribute('aria-disabled');

    await page.goto('/admin/lesson-schedule');
    await showMonthOf(page, first);
    await eventOnFirstDay.click();
    await page.getByRole('button', { name: '이 날짜만 삭제' }).click();
    await answerQuestion(page, `${isoOf(first)} 일정만 삭제하시겠습니까?`, '이 날짜만 삭제');
    await expect(page.getByText(/일정이 삭제되었습니다/).first()).toBeVisible();

    const afterOne = (await (
      await page.request.get('/api/teacher-schedule?teacherId=1')
    ).json()) as TScheduleList;
    const series = afterOne.data.data.schedules.find((schedule) => schedule.title === title);
    expect(series?.excludedDates).toEqual([isoOf(first)]);
    await expect(await onedayHour(page, first, '21:00')).not.toHaveAttribute('aria-disabled');
    await expect(await onedayHour(page, first + 7, '21:00')).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await page.goto('/admin/lesson-schedule');
    await page
      .getByRole('button', { name: new RegExp(title) })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByRole('button', { name: '반복 일정 전체 삭제' }).click();
    await answerQuestion(page, /^반복 일정 전체를 삭제하시겠습니까\?/, '반복 일정 전체 삭제');
    await expect(page.getByText('일정이 삭제되었습니다.').first()).toBeVisible();
    const afterAll = (await (
      await page.request.get('/api/teacher-schedule?teacherId=1')
    ).json()) as TScheduleList;
    expect(afterAll.data.data.schedules.map((schedule) => schedule.title)).not.toContain(title);
    await expect(await onedayHour(page, first + 7, '21:00')).not.toHaveAttribute('aria-disabled');
  });

  test('when a confirmed one-day class is cancelled, then its hour is free again for guests and it leaves the teacher’s calendar', async ({
    page,
    signIn,
  }, testInfo) => {
    test.slow();
    const mobile = testInfo.project.name === 'mobile';
    const name = mobile ? '취소모바일' : '취소데스크';
    const hour = mobile ? '12:00' : '11:00';
    const offset = ordinaryOffset(nextSaturday() + 7, 0, 7);
    await applyForOnedayClass(page.request, {
      name,
      phoneNumber: mobile ? '01044450002' : '01044450001',
      offset,
      hour,
      message: '',
    });
    await signIn(page, 'admin', { to: '/admin/oneday-requests' });
    await confirmOnedayClass(page, name, new RegExp(`${hour} – `));
    await expect(await onedayHour(page, offset, hour)).toHaveAttribute('aria-disabled', 'true');

    await page.goto('/admin/oneday-requests');
    await page.getByRole('button', { name: `${name} 신청 취소` }).click();
    const asked = await answerQuestion(
      page,
      /원데이 클래스 신청을 취소하시겠습니까\?/,
      '신청 취소',
    );
    expect(asked).toContain('선생님 일정에서도 빠집니다');
    await expect(page.getByText('신청이 취소되었습니다.').first()).toBeVisible();

    await expect(await onedayHour(page, offset, hour)).not.toHaveAttribute('aria-disabled');
    const schedules = (await (
      await page.request.get('/api/teacher-schedule?teacherId=1')
    ).json()) as { data: { data: { schedules: { studentName: string | null }[] } } };
    expect(schedules.data.data.schedules.map((schedule) => schedule.studentName)).not.toContain(
      name,
    );
  });

  test('when a day has more events than fit at 375 px, then two show with cut titles and "+N more" lists them all', async ({
    page,
    signIn,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the narrow calendar is the point');
    // A Sunday: the weekly journey above owns Saturdays and may run at the same time.
    const offset = nextSaturday() + 15;
    const date = isoOf(offset);
    await signIn(page, 'admin');
    for (const hour of ['09', '10', '11', '12']) {
      const created = await page.request.post('/api/teacher-schedule', {
        data: {
          title: `주말특강준비회의 ${hour}시`,
          scheduleDate: date,
          startTime: `${hour}:00`,
          endTime: `${hour}:30`,
          isRecurring: false,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    await page.goto('/admin/lesson-schedule');
    await showMonthOf(page, offset);
    const day = seoulDay(offset);
    const cell = page
      .locator('td')
      .filter({ hasText: `${day.year}년 ${day.month}월 ${day.day}일` });
    const chips = cell.getByRole('button', { name: /^개인 일정, / });
    await expect(chips).toHaveCount(2);
    // What the eye sees; the chip's name keeps the whole title for screen readers.
    const shownTitle = chips.first().locator(':scope > [aria-hidden="true"]');
    await expect(shownTitle).toContainText('주말특강준비회의...');
    await expect(shownTitle).not.toContainText('09시');
    await cell.getByRole('button', { name: /일정 4개 모두 보기/ }).click();

    const dialog = page.getByRole('dialog');
    for (const hour of ['09', '10', '11', '12']) {
      await expect(dialog).toContainText(`주말특강준비회의 ${hour}시`);
    }
  });
});
