import { login, setOwnPassword, signOutCompletely } from './support/session';
import { seoulDay } from './support/seoul-date';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll } from './support/layout';

/** English weekday names, Sunday first as `seoulDay().weekday` counts. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

test.describe('front-desk check-in', () => {
  // Weekly lessons are given Monday to Friday: on a weekend nobody has a lesson today.
  test.skip(
    () => [0, 6].includes(seoulDay(0).weekday),
    'no weekly lesson can be given on a weekend',
  );

  test('when staff open the kiosk and a student types their code, then staff read and renew the code on the member list, the kiosk greets them by their given name and the student’s notifications tell of the arrival', async ({
    page,
    apiAs,
    signIn,
  }, testInfo) => {
    // Each project its own student, at its own hour today.
    const mobile = testInfo.project.name === 'mobile';
    const student = mobile
      ? { name: '도하준', given: '하준', phone: '01066100001', hour: 10 }
      : { name: '남서윤', given: '서윤', phone: '01066100002', hour: 11 };
    const admin = await apiAs('admin');
    const headers = { 'X-Forwarded-For': mobile ? '203.0.113.51' : '203.0.113.52' };
    const applied = await admin.post('/api/lessons/apply', {
      headers,
      data: {
        name: student.name,
        birthDate: '20000115',
        gender: 'male',
        phoneNumber: student.phone,
        email: `${student.phone}@example.com`,
        preferredTime: `${WEEKDAYS[seoulDay(0).weekday]}`,
        lessonType: '일반',
        message: '',
        isForeigner: false,
      },
    });
    expect(applied.status()).toBe(201);
    const { requestId } = ((await applied.json()) as { data: { requestId: number } }).data;
    const hh = String(student.hour).padStart(2, '0');
    const approved = await admin.patch(`/api/lessons/requests/${requestId}/approve`, {
      data: {
        lessonDayOfWeek: WEEKDAYS[seoulDay(0).weekday],
        lessonStartTime: `${hh}:00`,
        lessonEndTime: `${String(student.hour + 1).padStart(2, '0')}:00`,
        monthlyFee: 170_000,
      },
    });
    expect(approved.status()).toBe(200);
    const account = (
      (await approved.json()) as {
        data: { userId: number; loginId: string; temporaryPassword: string };
      }
    ).data;
    // The new member got their code with the account.
    const read = await admin.get(`/api/users/${account.userId}/checkin-code`);
    const issued = ((await read.json()) as { data: { code: string } }).data.code;
    expect(issued).toMatch(/^[0-9]{4}$/);

    // Staff see it on the member list and make a new one: the new one is what works.
    await signIn(page, 'admin', { to: '/admin/users' });
    await page.getByRole('button', { name: `${student.name} 체크인 코드` }).click();
    const dialog = page.getByRole('dialog', { name: `${student.name} 체크인 코드` });
    await expect(dialog.getByTestId('checkin-code')).toHaveText(issued);
    await dialog.getByRole('button', { name: '새 코드 만들기' }).click();
    await expect(dialog.getByTestId('checkin-code')).not.toHaveText(issued);
    const code = (await dialog.getByTestId('checkin-code').textContent()) ?? '';
    expect(code).toMatch(/^[0-9]{4}$/);
    await dialog.getByRole('button', { name: '닫기' }).first().click();

    await page.goto('/checkin');
    await expect(page.getByRole('heading', { level: 1, name: '출석 체크인' })).toBeVisible();
    await page.getByRole('button', { name: code[0] ?? '0', exact: true }).click();
    await page.keyboard.type(code.slice(1));
    await expect(page.getByText(`${student.given}님 출석했습니다`)).toBeVisible();
    await expect(page.getByText(student.name)).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await signOutCompletely(page);
    await login(page, account.loginId, account.temporaryPassword, { temporary: true });
    await setOwnPassword(page, account.temporaryPassword, `${student.phone}-own`);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByText('도착 알림').first()).toBeVisible();
  });
});
