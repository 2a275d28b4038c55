import { expect, test, type APIRequestContext } from './support/test';

/** The newest one-day applications, read through the API by `admin`, signed in as the admin. */
async function latestOnedayMessages(admin: APIRequestContext, phoneNumber: string) {
  const res = await admin.get('/api/oneday/requests', { params: { page: 1, limit: 10 } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    data: { requests: Array<{ phoneNumber: string; message: string | null }> };
  };
  return body.data.requests
    .filter((item) => item.phoneNumber.replace(/\D/g, '') === phoneNumber)
    .map((item) => item.message);
}

test.describe('one-day class course of interest', () => {
  test('when a guest arrives with ?type=exam, then 입시 is chosen and staff read it in the message', async ({
    page,
    apiAs,
  }, testInfo) => {
    const phoneNumber = testInfo.project.name === 'mobile' ? '01044440002' : '01044440001';
    await page.goto('/one-day-class?type=exam');
    const interest = page.getByRole('radiogroup', { name: '관심 있는 과정' });
    await expect(interest.getByRole('radio', { name: '입시' })).toBeChecked();

    await page.getByLabel('이름').fill('이입시');
    await page.getByLabel('생년월일').fill('20050505');
    await page.getByLabel('휴대폰 번호').fill(phoneNumber);
    await page.getByLabel(/남기실 말씀/).fill('입시반이 궁금해요.');
    await page.getByRole('button', { name: '원데이 클래스 신청하기' }).click();
    await expect(page.getByText('원데이클래스 신청이 완료되었습니다').first()).toBeVisible();

    const messages = await latestOnedayMessages(await apiAs('admin'), phoneNumber);
    expect(messages).toContain('관심 과정: 입시\n\n입시반이 궁금해요.');
  });

  test('when the page is in English and opened with ?type=general, then General (hobby) is chosen', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', 'ENG'));
    await page.goto('/one-day-class?type=general');
    const interest = page.getByRole('radiogroup', { name: 'Course you are interested in' });
    await expect(interest.getByRole('radio', { name: 'General (hobby)' })).toBeChecked();
    await expect(interest.getByRole('radio', { name: 'Not sure yet' })).not.toBeChecked();
  });
});
