import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe finds nothing serious or critical on the page, or only inside `include` (a CSS selector,
 * e.g. the open dialog). The whole-site audit is accessibility.spec.ts; this one checks a screen
 * the audit cannot reach.
 */
export async function expectNoSeriousAxeFindings(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
}
