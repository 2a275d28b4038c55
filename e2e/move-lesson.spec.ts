import { seoulIsoDate } from './support/calendar';
import { seoulDay } from './support/seoul-date';
import { expect, test } from './support/test';
import { approveNewMemberWithAccount, type NewMember } from './support/tuition';
import {
  confirmMove,
  lessonBlock,
  movedBlock,
  moveByKeyboard,
  openWeekView,
  WEEK_VIEW_WORDS,
} from './support/week-view';

const REASON = 'e2e 학원 사정';

/**
 * Each run's own member, at a weekly slot apart from every other journey's; their lessons move to
 * Saturday, a day without demo lessons, at hours no other journey takes.
 */
const RUNS = {
  desktop: {
    language: 'KOR',
    member: {
      name: '이동 데스크',
      weekday: 'Wednesday',
      startTime: '12:00',
      endTime: '13:00',
      email: 'move.desk@example.com',
      phoneNumber: '01077120001',
    },
    weekday: 3,
    // Wednesday 12:00 → Saturday 10:00.
    keys: [...Array(3).fill('ArrowRight'), ...Array(4).fill('ArrowUp')],
    movedTo: '10:00–11:00',
    words: WEEK_VIEW_WORDS.KOR,
  },
  mobile: {
    language: 'ENG',
    member: {
      name: 'Move Mobile',
      weekday: 'Friday',
      startTime: '12:00',
      endTime: '13:00',
      email: 'move.mobile@example.com',
      phoneNumber: '01077120002',
    },
    weekday: 5,
    // Friday 12:00 → Saturday 16:00, apart from the desktop run's Saturday (Thursday 12:00 is
    // the families journey's preferred hour).
    keys: [...Array(1).fill('ArrowRight'), ...Array(8).fill('ArrowDown')],
    movedTo: '16:00–17:00',
    words: WEEK_VIEW_WORDS.ENG,
  },
} satisfies Record<
  string,
  {
    language: string;
    member: NewMember;
    weekday: number;
    keys: string[];
    movedTo: string;
    words: object;
  }
>;

/** Days from today to the member's lesson day `weeks` weeks on: never this week's. */
function lessonDayIn(weekday: number, weeks: number): number {
  return ((weekday - seoulDay(0).weekday + 7) % 7) + 7 * weeks;
}

test.describe('moving one lesson on the week view', () => {
  test('when the admin moves a lesson by keyboard (and by drag at 1440 px), then it shows at its new time', async ({
    page,
    signIn,
    apiAs,
  }, testInfo) => {
    test.slow();
    const run = RUNS[testInfo.project.name as keyof typeof RUNS];
    test.skip(run === undefined, 'the desktop and mobile runs');
    const { name } = run.member;
    await approveNewMemberWithAccount(await apiAs('admin'), run.member);
    await signIn(page, 'admin');
    await page.evaluate(
      (language) => window.localStorage.setItem('language', language),
      run.language,
    );

    await openWeekView(page, run.words, seoulIsoDate(lessonDayIn(run.weekday, 1)));

    // Picked up, moved to its Saturday's hour and put down.
    const lesson = lessonBlock(page, run.words, name, '12:00–13:00');
    await moveByKeyboard(page, lesson, run.keys);
    await confirmMove(page, run.words, REASON);
    const moved = movedBlock(page, run.words, name, run.movedTo);
    await moved.scrollIntoViewIfNeeded();
    await expect(moved).toBeVisible();
    await expect(lesson).toHaveCount(0);

    if (testInfo.project.name !== 'desktop') return;
    // The week after: dragged to 14:00 of that Saturday.
    const later = seoulIsoDate(lessonDayIn(run.weekday, 2));
    const saturday = seoulIsoDate(lessonDayIn(run.weekday, 2) + 3);
    await page.goto(`/admin/lesson-schedule?view=week&date=${later}`);
    await lesson.dragTo(page.locator(`[data-spot="${saturday} 14:00"]`));
    await confirmMove(page, run.words, REASON);
    await expect(movedBlock(page, run.words, name, '14:00–15:00')).toBeVisible();
  });
});
