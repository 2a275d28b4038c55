import { publicHolidaysBetween } from '../packages/contracts/src/common/public-holidays';
import { fullDate, seoulIsoDate, showDay } from './support/calendar';
import { expectNoSidewaysScroll } from './support/layout';
import { openMenuIfCollapsed } from './support/session';
import { expect, test } from './support/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const RUNS = {
  desktop: {
    language: 'ko',
    stored: 'KOR',
    menu: '메뉴',
    nav: '휴원일',
    calendarNav: '레슨 일정',
    holidays: '다가오는 공휴일',
    closures: '휴원일',
    declare: '휴원일로 지정',
    declared: '휴원일로 지정됨',
    told: '휴원일을 등록했습니다.',
    closedDay: '휴원일',
  },
  mobile: {
    language: 'en',
    stored: 'ENG',
    menu: 'Menu',
    nav: 'Closed days',
    calendarNav: 'Lesson schedule',
    holidays: 'Coming public holidays',
    closures: 'Closed days',
    declare: 'Declare closed',
    declared: 'Declared closed',
    told: 'The closed day has been declared.',
    closedDay: 'Closed day',
  },
} as const;

/**
 * Staff open the closed-days page from the menu, declare a coming public holiday closed in one
 * click (and the in-app confirmation), and find it on the lesson calendar as closed, under its
 * name (docs/decisions/0057-korean-public-holidays.md). The desktop (Korean, 1440 px) and mobile
 * (English, 375 px) runs share the server, so each takes its own holiday: the last two of the
 * next 12 months, far from the days other journeys book lessons and practice rooms on.
 */
test.describe('public holidays declared closed', () => {
  test('when staff declare a coming public holiday closed from its page, then it is declared and the calendar shows it closed', async ({
    page,
    signIn,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    const run = RUNS[mobile ? 'mobile' : 'desktop'];
    const coming = publicHolidaysBetween(seoulIsoDate(1), seoulIsoDate(365));
    const holiday = coming.at(mobile ? -2 : -1);
    // Late in the last year the installed package lists, none may be known (README "Yearly upkeep").
    test.skip(
      !holiday,
      'No public holiday known ahead: @hyunbinseo/holidays-kr awaits its yearly update',
    );
    if (!holiday) return;
    const name = mobile ? holiday.nameEn : holiday.name;
    const date = fullDate(holiday.date, run.language);

    await signIn(page, 'admin');
    await page.evaluate((value) => window.localStorage.setItem('language', value), run.stored);
    await page.reload();
    await openMenuIfCollapsed(page, run.menu);
    await page.getByRole('link', { name: run.nav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: run.nav })).toBeVisible();

    const holidays = page.getByRole('region', { name: run.holidays });
    const item = holidays.getByRole('listitem').filter({ hasText: date });
    await expect(item).toContainText(name);
    const declare = item.getByRole('button', { name: new RegExp(escape(date)) });
    await expect(declare).toHaveText(run.declare);
    await declare.click();
    const question = page.getByRole('dialog');
    await question.getByRole('button', { name: new RegExp(escape(date)) }).click();
    await expect(page.getByText(run.told)).toBeVisible();
    await expect(item.getByText(run.declared)).toBeVisible();
    await expect(item.getByRole('button')).toHaveCount(0);
    const closures = page.getByRole('region', { name: run.closures, exact: true });
    await expect(closures.getByRole('listitem').filter({ hasText: date })).toContainText(name);
    await expectNoSidewaysScroll(page);

    await openMenuIfCollapsed(page, run.menu);
    await page.getByRole('link', { name: run.calendarNav, exact: true }).click();
    const grid = page.getByRole('grid');
    await showDay(grid, holiday.date, run.language);
    // The day is read out as closed and with the holiday's name, and shows both in text.
    const cell = grid.getByRole('gridcell', {
      name: new RegExp(`^${escape(date)}, ${escape(run.closedDay)}, ${escape(name)}$`),
    });
    await expect(cell.getByText(run.closedDay, { exact: true })).toBeVisible();
    await expect(cell.getByText(name, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
