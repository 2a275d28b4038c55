import { readFile } from 'node:fs/promises';
import { answerQuestion } from './support/dialogs';
import { seoulDay } from './support/seoul-date';
import { ACCOUNTS, openMenuIfCollapsed } from './support/session';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { approveNewMember, type NewMember } from './support/tuition';
import { expectNoSidewaysScroll } from './support/layout';

interface Month {
  /** As the screen and the API write it: YYYY-MM. */
  value: string;
  /** As its list is named: "2026년 11월". */
  title: string;
}

function monthOf(value: string): Month {
  const [year, month] = value.split('-').map(Number);
  return { value, title: `${year}년 ${month}월` };
}

/** The month after `month`. */
function nextMonth(month: Month): Month {
  const [year = 0, number = 0] = month.value.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return monthOf(next);
}

/** This Seoul month. */
function currentMonth(): Month {
  const { year, month } = seoulDay(0);
  return monthOf(`${year}-${String(month).padStart(2, '0')}`);
}

/**
 * The month the demo data was made for (the demo student's newest due, through the API as the
 * student): this month, unless the month has turned since the server started. The demo dues
 * (the student's paid by card, the foreign member's unpaid) are that month's, and no job issues
 * the next month's while the browser tests run.
 */
async function demoMonth(student: APIRequestContext): Promise<Month> {
  const res = await student.get('/api/tuition/me');
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { history: { month: string }[] } };
  const newest = data.history[0]?.month;
  expect(newest).toMatch(/^\d{4}-\d{2}$/);
  return monthOf(newest ?? '');
}

/** The dues as the screen width shows them: a table above 1024 px, cards at 375 px. */
function visibleDues(page: Page, projectName: string, name: string): Locator {
  return projectName === 'mobile'
    ? page.getByRole('list', { name, exact: true })
    : page.getByRole('table', { name, exact: true });
}

/** One due of the list: its table row or its card. */
function dueOf(list: Locator, memberName: string): Locator {
  return list.locator('tr, li').filter({ hasText: memberName });
}

/** Each run has its own member, so the desktop and mobile journeys never touch the same due. */
const memberFor = (projectName: string): NewMember =>
  projectName === 'mobile'
    ? {
        name: '수강료모바일',
        weekday: 'Wednesday',
        startTime: '14:00',
        endTime: '15:00',
        email: 'tuition.mobile@example.com',
        phoneNumber: '01071714141',
      }
    : {
        name: '수강료데스크',
        weekday: 'Thursday',
        startTime: '14:00',
        endTime: '15:00',
        email: 'tuition.desk@example.com',
        phoneNumber: '01072724242',
      };

test.describe('tuition', () => {
  test('when staff open the tuition screen, then they see the month, mark a due paid by keyboard, undo it, filter the unpaid and download the CSV', async ({
    page,
    signIn,
    apiAs,
  }, testInfo) => {
    const member = memberFor(testInfo.project.name);
    const month = currentMonth();
    const demo = await demoMonth(await apiAs('student'));
    await signIn(page, 'admin');
    const firstDue = await approveNewMember(page.request, member);
    // This month's due, whole or for the lessons left, or next month's when none are left.
    const ourMonth = monthOf(firstDue.month);
    expect([month.value, nextMonth(month).value]).toContain(ourMonth.value);

    await openMenuIfCollapsed(page);
    // The menu's link (Today on the dashboard also links to the tuition screen and names members).
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^수강료/ })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/tuition$/);
    await expect(page.getByRole('heading', { level: 1, name: '수강료' })).toBeVisible();
    await expect(page.getByLabel('월', { exact: true })).toHaveValue(month.value);
    await expect(page.getByRole('region', { name: `${month.title} 합계` })).toBeVisible();

    /** Turns the screen to another month (only when it shows another one). */
    let shown = month;
    const showMonth = async (wanted: Month) => {
      if (wanted.value === shown.value) return;
      await page.getByLabel('월', { exact: true }).fill(wanted.value);
      await expect(page.getByRole('region', { name: `${wanted.title} 합계` })).toBeVisible();
      shown = wanted;
    };

    // The demo month: the student paid by card, the foreign member has not paid, ours is new.
    const list = visibleDues(page, testInfo.project.name, `${ourMonth.title} 수강료 목록`);
    const demoList = visibleDues(page, testInfo.project.name, `${demo.title} 수강료 목록`);
    await showMonth(demo);
    await expect(dueOf(demoList, ACCOUNTS.student.name)).toContainText('카드');
    await expect(dueOf(demoList, ACCOUNTS.foreign.name)).toContainText('미납');
    await showMonth(ourMonth);
    const ours = dueOf(list, member.name);
    await expect(ours).toContainText(`${firstDue.amount.toLocaleString('en-US')}원`);
    await expect(ours).toContainText(firstDue.dueDate);
    if (firstDue.proration) {
      const { lessons, monthLessons } = firstDue.proration;
      await expect(ours).toContainText(`첫 달 ${monthLessons}회 중 ${lessons}회 수업분`);
    }
    await expectNoSidewaysScroll(page);

    // Marked paid with the keyboard only: today, bank transfer, a note.
    await ours.getByRole('button', { name: `${member.name} 납부 처리` }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: `${member.name} 납부 처리` });
    await expect(form).toBeVisible();
    const { year, month: monthNumber, day } = seoulDay(0);
    const today = `${year}-${String(monthNumber).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    await expect(form.getByLabel('납부일')).toHaveValue(today);
    await form.getByLabel('메모 (선택)').focus();
    await page.keyboard.type('e2e 현장 결제');
    await form.getByRole('button', { name: '납부 처리' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('납부 처리했습니다.').first()).toBeVisible();
    await expect(form).toBeHidden();
    await expect(ours).toContainText(`${today} 납부 · 계좌이체`);
    await expect(ours).toContainText('e2e 현장 결제');

    // Undone after the confirmation.
    await ours.getByRole('button', { name: `${member.name} 납부 취소` }).focus();
    await page.keyboard.press('Enter');
    const question = `${member.name}님의 ${ourMonth.title} 납부 기록을 취소하시겠습니까?`;
    await answerQuestion(page, question, '납부 취소');
    await expect(page.getByText('납부 처리를 취소했습니다.').first()).toBeVisible();
    await expect(ours.getByRole('button', { name: `${member.name} 납부 처리` })).toBeVisible();

    // Only the unpaid: ours and the foreign member, not the student.
    await page.getByRole('button', { name: /^상태 / }).click();
    await page.getByRole('option', { name: '미납', exact: true }).click();
    await expect(dueOf(list, ACCOUNTS.student.name)).toHaveCount(0);
    await expect(ours).toBeVisible();
    await showMonth(demo);
    await expect(dueOf(demoList, ACCOUNTS.student.name)).toHaveCount(0);
    await expect(dueOf(demoList, ACCOUNTS.foreign.name)).toBeVisible();
    await showMonth(ourMonth);

    // Our month as CSV, through the browser's download.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV 내려받기' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`tuition-${ourMonth.value}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      '"회원","아이디","정가","형제 할인","금액","납부 기한","납부 여부","납부일","납부 방법","메모","조정 사유","온라인 결제 주문번호","온라인 결제 수단","환불액"',
    );
    expect(rows.some((row) => row.startsWith(`"${member.name}",`))).toBe(true);
  });

  test('when the demo student opens the dashboard, then this month’s tuition shows as paid', async ({
    page,
    signIn,
    apiAs,
  }) => {
    const month = currentMonth();
    const demo = await demoMonth(await apiAs('student'));
    await signIn(page, 'student');
    const card = page.getByRole('region', { name: '수강료' });
    if (demo.value === month.value) {
      await expect(card.getByRole('heading', { name: `${month.title} 수강료` })).toBeVisible();
      await expect(card).toContainText(/\d{1,3}(,\d{3})*원/);
      await expect(card).toContainText(`${month.value}-01 납부`);
    } else {
      // The month has turned since the demo was made and no due is issued yet: the demo month's
      // paid due is the newest of the history.
      await expect(card).toContainText('이번 달 수강료가 아직 없습니다');
      await expect(
        card.getByRole('list', { name: '지난 수강료' }).getByRole('listitem').first(),
      ).toContainText(new RegExp(`^${demo.title} · [\\d,]+원\\s*${demo.value}-01 납부`));
    }
    await expectNoSidewaysScroll(page);
  });
});
