import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Request } from '@playwright/test';
import { expect, test, type Page, type Role } from './support/test';

/**
 * axe-core on every screen, for guests, members and staff, with the screens' modals open, in
 * both languages and at both widths: Korean at the mobile project's 375 px (how most of the
 * academy's people see it) and English at the desktop project's 1440 px. Each screen's two
 * layouts are audited once and each language's texts once; auditing all four pairs took a fifth
 * of the journeys' time (docs/testing.md). Serious and critical violations fail; each is listed
 * with its rule and elements.
 */
type Language = 'KOR' | 'ENG';

/** The language each project audits (above). */
const AUDITED_LANGUAGE: Record<string, Language> = { mobile: 'KOR', desktop: 'ENG' };

/** Skips the audit in a language this project leaves to the other. */
function auditsIn(language: Language) {
  const project = test.info().project.name;
  test.skip(AUDITED_LANGUAGE[project] !== language, `${project} audits the other language`);
}

interface Screen {
  path: string;
  /** Opens the screen's modal, so that it is checked too. */
  openModal?: (page: Page) => Promise<void>;
}

/** The back-office lists open a row's details from its button. */
const openFirstDetails = async (page: Page) => {
  await page
    .getByRole('button', { name: /(상세 보기$|^Details of )/ })
    .first()
    .click();
};

const GUEST_SCREENS: Screen[] = [
  { path: '/' },
  { path: '/academy-tour' },
  { path: '/instructors' },
  { path: '/lesson-request' },
  { path: '/one-day-class' },
  { path: '/contact' },
  {
    path: '/contact/check',
    openModal: async (page) => {
      await page.getByRole('list').getByRole('button').first().click();
    },
  },
  { path: '/login' },
  { path: '/forgot-password' },
  // The page the reset e-mail's link opens (nothing is sent before its button is pressed).
  { path: `/forgot-password#link=${'A'.repeat(43)}` },
  { path: '/privacy-policy' },
  { path: '/terms-of-service' },
  { path: '/no-such-page' },
];

const MEMBER_SCREENS: Screen[] = [
  { path: '/user/dashboard' },
  { path: '/user/lesson-schedule' },
  { path: '/user/practice-booking' },
  { path: '/user/practice-log' },
  { path: '/user/change-password' },
];

const STAFF_SCREENS: Screen[] = [
  {
    path: '/admin/dashboard',
    openModal: async (page) => {
      await page.getByRole('button', { name: /^(공지 보내기|Send announcement)$/ }).click();
    },
  },
  { path: '/admin/users' },
  {
    // The demo student, the first member the fresh database holds; the dialog is only opened.
    path: '/admin/users/1',
    openModal: async (page) => {
      await page.getByRole('button', { name: /^(연습실 예약|Book a practice room)$/ }).click();
    },
  },
  { path: '/admin/jobs' },
  {
    path: '/admin/text-messages',
    openModal: async (page) => {
      await page
        .getByRole('button', {
          name: /^(LESSON_APPLIED_KO 등록 내용 보기|Text to register: LESSON_APPLIED_KO)$/,
        })
        .filter({ visible: true })
        .first()
        .click();
    },
  },
  { path: '/admin/change-password' },
  {
    path: '/admin/tuition',
    openModal: async (page) => {
      await page
        .getByRole('button', { name: /( 납부 처리$|^Mark paid: )/ })
        .first()
        .click();
    },
  },
  {
    path: '/admin/teachers',
    openModal: async (page) => {
      await page.getByRole('button', { name: /^(직원 추가|Add staff)$/ }).click();
    },
  },
  {
    path: '/admin/lesson-requests',
    openModal: openFirstDetails,
  },
  { path: '/admin/oneday-requests' },
  { path: '/admin/lesson-modifications' },
  { path: '/admin/pauses' },
  { path: '/admin/payments' },
  {
    path: '/admin/announcements',
    openModal: async (page) => {
      await page.getByRole('button', { name: /^(새 공지 보내기|New announcement)$/ }).click();
    },
  },
  {
    path: '/admin/contacts',
    openModal: openFirstDetails,
  },
  { path: '/admin/practice-booking' },
  { path: '/admin/lesson-schedule' },
  { path: '/admin/closures' },
  { path: '/admin/makeups' },
  { path: '/admin/lesson-schedule?view=week' },
  { path: '/admin/lesson-schedule?view=rooms' },
  { path: '/admin/attendance' },
];

/** The signed-in audits: who opens which screens (the test's words), signed in as which role. */
const SIGNED_IN_AUDITS: { who: string; role: Role; screens: Screen[] }[] = [
  { who: 'a member opens every member screen', role: 'student', screens: MEMBER_SCREENS },
  { who: 'staff open every back-office screen', role: 'admin', screens: STAFF_SCREENS },
];

/**
 * axe-core is loaded once into each document the page opens (`loadAxe`), not sent again for each
 * analysis: AxeBuilder evaluates its source twice per analysis otherwise. This stands in for that
 * source and fails the analysis if axe is not there.
 */
const AXE_LOADED = 'if (!window.axe) throw new Error("axe-core is not loaded in this document")';

async function loadAxe(page: Page) {
  await page.addInitScript({ content: axe.source });
}

async function chooseLanguage(page: Page, language: Language) {
  await page.evaluate((value) => window.localStorage.setItem('language', value), language);
}

async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // Only violations are gathered in full: axe then skips building selectors for every passing
  // node, which is most of its time, and finds the same violations. Legacy mode runs axe in the
  // page itself: otherwise AxeBuilder opens a blank page to put the results of the page's frames
  // together (the app has none), which took about a second per analysis.
  const results = await new AxeBuilder({ page, axeSource: AXE_LOADED })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 4)
        .map(
          (node) =>
            `${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${(
              node.failureSummary ?? violation.help
            ).replace(/\s+/g, ' ')}`,
        ),
    );
}

const QUIET_MS = 500;

/**
 * Resolves once the page has had no request in flight for half a second: Playwright's
 * 'networkidle' for a screen reached inside the app, where the page's own load state has long
 * been reached. Call it before the requests it waits for can start.
 */
function networkQuiet(page: Page): Promise<void> {
  // Only requests started after the call count: one already under way when it ends must not
  // unbalance the count.
  const inFlight = new Set<Request>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(done, QUIET_MS);
    };
    const started = (request: Request) => {
      inFlight.add(request);
      settle();
    };
    const ended = (request: Request) => {
      if (inFlight.delete(request)) settle();
    };
    const done = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    settle();
  });
}

/**
 * Moves to `path` inside the running app, as its links do (the router follows the history), and
 * waits until the screen has fetched its data: the screen is drawn without loading the whole app
 * again.
 */
async function navigateInApp(page: Page, path: string) {
  const quiet = networkQuiet(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await quiet;
}

/** Loads `path` from the server and waits until no request has been in flight for half a second. */
async function loadFromServer(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * Opens each screen (and its modal), collecting every serious or critical violation. The first
 * screen, and any after a modal was left open, is loaded from the server (which also applies the
 * chosen language); the others are reached inside the app, as a user's clicks reach them.
 */
async function auditScreens(page: Page, screens: Screen[], language: Language) {
  const expectedLang = language === 'ENG' ? 'en' : 'ko';
  const found: string[] = [];
  for (const [index, screen] of screens.entries()) {
    const previous = screens[index - 1];
    if (!previous || previous.openModal) await loadFromServer(page, screen.path);
    else await navigateInApp(page, screen.path);
    await expect(page.locator('html')).toHaveAttribute('lang', expectedLang);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    found.push(...(await seriousViolations(page, `${language} ${screen.path}`)));
    if (screen.openModal) {
      await screen.openModal(page);
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await seriousViolations(page, `${language} ${screen.path} (modal)`)));
    }
  }
  expect(found, found.join('\n')).toEqual([]);
}

test.describe('accessibility (axe-core)', () => {
  // A dozen screens with their modals per test, each analysed by axe: more than a plain journey.
  test.slow();

  test('when a screen has a button without a name, then the audit reports it', async ({ page }) => {
    await loadAxe(page);
    await loadFromServer(page, '/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Outside the app's root, which React re-renders (a button put inside it was once gone again
    // before the audit ran): the audit reads the whole document.
    await page.evaluate(() => {
      const planted = document.createElement('button');
      planted.id = 'planted-nameless-button';
      document.body.append(planted);
    });
    await expect(page.locator('#planted-nameless-button')).toBeAttached();
    const found = await seriousViolations(page, '/ with a nameless button');
    expect(found.join('\n')).toContain('button-name (critical)');
  });

  for (const language of ['KOR', 'ENG'] as const) {
    test(`when a guest opens every public screen in ${language}, then no serious violation`, async ({
      page,
    }) => {
      auditsIn(language);
      await loadAxe(page);
      await page.goto('/');
      await chooseLanguage(page, language);
      await auditScreens(page, GUEST_SCREENS, language);
    });

    for (const { who, role, screens } of SIGNED_IN_AUDITS) {
      test(`when ${who} in ${language}, then no serious violation`, async ({ page, signIn }) => {
        auditsIn(language);
        await loadAxe(page);
        await signIn(page, role);
        await chooseLanguage(page, language);
        await auditScreens(page, screens, language);
      });
    }
  }
});
