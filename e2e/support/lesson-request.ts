import type { Page } from '@playwright/test';

/** On the Korean lesson request form: picks `weekday` (`화요일`), then its hour matching `hour`. */
export async function pickPreferredSlot(page: Page, weekday: string, hour: RegExp): Promise<void> {
  await page
    .getByRole('group', { name: '희망 요일' })
    .getByRole('button', { name: weekday })
    .click();
  await page
    .getByRole('group', { name: `${weekday} 희망 시간` })
    .getByRole('button', { name: hour })
    .click();
}
