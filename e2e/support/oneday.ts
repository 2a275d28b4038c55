import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { KOREAN_WEEKDAYS, seoulDay } from './seoul-date';

/** A guest's one-day class application through the API, preferring `hour` on the day `offset` days from today. */
export async function applyForOnedayClass(
  request: APIRequestContext,
  applicant: { name: string; phoneNumber: string; offset: number; hour: string; message: string },
): Promise<void> {
  const day = seoulDay(applicant.offset);
  const apply = await request.post('/api/oneday/apply', {
    data: {
      name: applicant.name,
      birthDate: '20010101',
      phoneNumber: applicant.phoneNumber,
      email: '',
      preferredTime: `${day.month}/${day.day}(${KOREAN_WEEKDAYS[day.weekday]}): ${applicant.hour}`,
      message: applicant.message,
    },
  });
  expect(apply.status()).toBe(201);
}

/**
 * On /admin/oneday-requests, where the admin is signed in: confirms the applicant's class at the
 * preferred slot matching `slot`.
 */
export async function confirmOnedayClass(page: Page, name: string, slot: RegExp): Promise<void> {
  await page.getByRole('button', { name: `${name} 일정 확정` }).click();
  const dialog = page.getByRole('dialog', { name: '일정 확정' });
  await dialog.getByRole('radio', { name: slot }).check();
  await dialog.getByRole('button', { name: '일정 확정' }).click();
  await expect(page.getByText('일정이 확정되었습니다.').first()).toBeVisible();
}
