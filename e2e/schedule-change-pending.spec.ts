import { expectNoSeriousAxeFindings } from './support/axe';
import { shortDate as calendarShortDate } from './support/calendar';
import { lessonDateOf } from './support/lesson-dates';
import { fillScheduleChange } from './support/schedule-change';
import { expect, test } from './support/test';
import { expectNoOverflowPastWindow } from './support/layout';

/** What GET /api/modification/check-pending answers. */
interface PendingCheck {
  hasPending: boolean;
  pendingCount: number;
  request: {
    id: number;
    originalDate: string;
    requestedDate: string;
    requestedStartTime: string;
    requestedEndTime: string;
  } | null;
}

/** A day as the schedule change screen writes it: "12월 4일 (금)" / "Fri, Dec 4". */
const shortDate = (isoDate: string, english: boolean): string =>
  calendarShortDate(isoDate, english ? 'en' : 'ko');

test.describe('pending schedule change notice', () => {
  test('when the member has asked to move a lesson, then the schedule change screen says a request awaits review, above the form, also after a reload', async ({
    page,
    signIn,
  }, testInfo) => {
    // The desktop run uses the foreign member (English), the 375 px run the student (Korean),
    // the same split as the other member journeys, so the two runs never share a member.
    const mobile = testInfo.project.name === 'mobile';
    const english = !mobile;
    const role = mobile ? 'student' : 'foreign';
    const lesson = lessonDateOf(role, 'pendingMove');

    await signIn(page, role, { to: '/user/lesson-schedule' });
    await page
      .getByLabel(english ? 'Lesson date to change' : '변경할 레슨 날짜')
      .selectOption(lesson);
    await fillScheduleChange(page, {
      english,
      date: lesson,
      hour: 'last',
      reason: english ? 'Family visit' : '가족 행사가 있습니다',
    });
    const submitted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/modification'),
    );
    await page
      .getByRole('button', { name: english ? 'Submit change request' : '변경 요청하기' })
      .click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    const mine = ((await response.json()) as { data: { id: number } }).data;

    const noticeTitle = english
      ? 'A change request is awaiting review'
      : '변경 요청이 처리 대기 중입니다';
    const notice = page.getByRole('status').filter({ hasText: noticeTitle });
    // Shown as soon as the request is accepted, without leaving the screen, and listed.
    await expect(notice).toBeVisible();
    await expect(
      page.getByRole('region', { name: english ? 'My change requests' : '내 변경 요청' }),
    ).toContainText(english ? 'Family visit' : '가족 행사가 있습니다');

    // Other journeys may hold a request of this member for a sooner lesson: the notice names
    // the soonest, as the API answers it, and then counts them. Retried, because such a
    // request may arrive between the reload and the API's answer.
    await expect(async () => {
      await page.reload();
      const check = (
        (await (await page.request.get('/api/modification/check-pending')).json()) as {
          data: PendingCheck;
        }
      ).data;
      expect(check.hasPending).toBe(true);
      const shown = check.request;
      if (shown === null) throw new Error('A pending request without its details');
      // This journey's request, or a sooner one with this journey's counted beside it.
      if (shown.id !== mine.id) {
        expect(shown.originalDate < lesson).toBe(true);
        expect(check.pendingCount).toBeGreaterThanOrEqual(2);
      }
      const date = shortDate(shown.requestedDate, english);
      const hours = `${shown.requestedStartTime}–${shown.requestedEndTime}`;
      await expect(notice).toContainText(
        english ? `${noticeTitle}: ${date}, ${hours}` : `${noticeTitle}: ${date} ${hours}`,
        { timeout: 3_000 },
      );
      await expect(notice).toContainText(
        `${english ? 'Original date' : '기존 날짜'}: ${shortDate(shown.originalDate, english)}`,
        { timeout: 1_000 },
      );
      if (check.pendingCount > 1) {
        await expect(notice).toContainText(
          english
            ? `You have ${check.pendingCount} change requests awaiting review.`
            : `처리 대기 중인 요청이 모두 ${check.pendingCount}건 있습니다.`,
          { timeout: 1_000 },
        );
      }
    }).toPass({ timeout: 30_000 });

    const form = page.getByRole('form', {
      name: english ? 'Lesson schedule change request' : '레슨 일정 변경 신청',
    });
    await expect(form).toBeVisible();
    const noticeBox = await notice.boundingBox();
    const formBox = await form.boundingBox();
    expect(noticeBox && formBox && noticeBox.y + noticeBox.height <= formBox.y).toBe(true);
    // Another lesson date can still be moved.
    await expect(
      page.getByLabel(english ? 'Lesson date to change' : '변경할 레슨 날짜'),
    ).toBeEnabled();
    await expectNoOverflowPastWindow(page);
    await expectNoSeriousAxeFindings(page, '[role="status"]');

    // The member changes their mind: the request is withdrawn after an in-app question, by keyboard.
    const original = shortDate(lesson, english);
    await page
      .getByRole('button', {
        name: english
          ? `Withdraw the request to move the lesson of ${original}`
          : `${original} 수업 변경 요청 취소`,
      })
      .focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', {
      name: english ? 'Withdraw this change request?' : '이 변경 요청을 취소할까요?',
    });
    await confirm
      .getByRole('button', { name: english ? 'Withdraw request' : '요청 취소', exact: true })
      .click();
    await expect(
      page.getByText(
        english
          ? 'Your schedule change request has been withdrawn.'
          : '일정 변경 요청을 취소했습니다.',
      ),
    ).toBeVisible();
    await expect(confirm).toHaveCount(0);
    const listed = (
      (await (await page.request.get('/api/modification?limit=50')).json()) as {
        data: { modifications: { id: number; status: string }[] };
      }
    ).data.modifications;
    expect(listed.find((request) => request.id === mine.id)?.status).toBe('cancelled');
  });
});
