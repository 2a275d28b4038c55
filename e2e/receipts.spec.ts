import { readFile } from 'node:fs/promises';
import { ACADEMY_DETAILS_INPUT } from '../packages/contracts/src/testing/tuition-fixtures';
import { expectNoSeriousAxeFindings } from './support/axe';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll } from './support/layout';

const DETAILS = ACADEMY_DETAILS_INPUT;

test.describe('receipts', () => {
  test('when the admin has entered the academy details on a phone, then a member opens the receipt of a paid due and downloads its PDF', async ({
    page,
    signIn,
  }) => {
    // The academy has one set of details: one journey sets them, on a phone, where the panel,
    // the tuition card and the receipt are tightest.
    test.skip(test.info().project.name !== 'mobile', 'a 375 px journey');
    await signIn(page, 'admin', { to: '/admin/tuition' });
    const panel = page.getByRole('region', { name: '영수증 발급 정보' });
    await expect(panel.getByRole('button', { name: '정보 저장' })).toBeVisible();
    await panel.getByLabel('상호').fill(DETAILS.legalName);
    await panel.getByLabel('사업자등록번호').fill('123-45-67890');
    await panel.getByLabel('대표자').fill(DETAILS.representative);
    await panel.getByLabel('주소').fill(DETAILS.address);
    await panel.getByLabel('전화번호').fill(DETAILS.phone);
    await panel.getByRole('button', { name: '정보 저장' }).click();
    await expect(panel).toContainText('사업자등록번호 10자리를 확인해주세요');
    await panel.getByLabel('사업자등록번호').fill(DETAILS.registrationNumber);
    await panel.getByLabel('사업자등록번호').press('Enter');
    await expect(panel.locator('dd', { hasText: DETAILS.registrationNumber })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The demo student's dues are paid (last month's and this month's).
    await signIn(page, 'student');
    const card = page.getByRole('region', { name: /수강료|Tuition/ });
    const receiptLink = card.getByRole('link', { name: /영수증$|^Receipt for/ }).first();
    await expect(receiptLink).toBeVisible();
    await receiptLink.click();
    await expect(page).toHaveURL(/\/user\/tuition\/receipts\/\d+$/);
    const receipt = page.getByRole('region', { name: DETAILS.legalName });
    await expect(receipt).toContainText(DETAILS.registrationNumber);
    await expect(receipt).toContainText(/R-\d{6}-\d{6}/);
    await expect(receipt).toContainText(/원|KRW/);
    await expectNoSidewaysScroll(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: /PDF 내려받기|Download PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{6}-\d{6}\.pdf$/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The receipt page needs a paid due's id, so the accessibility journeys cannot reach it.
    await expectNoSeriousAxeFindings(page);
  });
});
