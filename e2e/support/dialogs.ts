import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './layout';
import { expect } from './test';

/**
 * Answers the app's own question named `question` (its first line) by pressing `button`, and
 * hands back everything it said. The browser's native dialogs are never used (decision 0052).
 */
export async function answerQuestion(
  page: Page,
  question: string | RegExp,
  button: string,
): Promise<string> {
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
  return text;
}

/**
 * Reads the notice an approval opens for `name`: what it says and the temporary password it
 * shows once (fitting the width, 375 px included), then closes it with 확인.
 */
export async function readApprovalNotice(
  page: Page,
  name: string,
): Promise<{ text: string; loginId: string; password: string }> {
  const notice = page.getByRole('dialog', { name: `${name}님 레슨 승인 완료` });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('임시 비밀번호는 지금 한 번만 표시됩니다.');
  await expectNoSidewaysScroll(page);
  const text = await notice.innerText();
  const loginId = (await notice.locator('dd').nth(0).textContent()) ?? '';
  const password = (await notice.locator('dd').nth(1).textContent()) ?? '';
  await notice.getByRole('button', { name: '확인', exact: true }).click();
  await expect(notice).toBeHidden();
  return { text, loginId, password };
}
