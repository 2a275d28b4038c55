import { bookMakeupOnDashboard, MAKEUP_TEXT, pressEnter } from './support/makeups';
import { ACCOUNTS } from './support/session';
import { expect, test, type APIRequestContext } from './support/test';
import { approveNewMember, type NewMember } from './support/tuition';

type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/** Each screen width has its own member, so the desktop and mobile runs never share credits. */
const memberFor = (projectName: string) =>
  projectName === 'mobile' ? ('foreign' as const) : ('student' as const);

/** The member's id, read through the API by `admin`, signed in as the admin. */
async function memberIdOf(admin: APIRequestContext, account: Account): Promise<number> {
  const res = await admin.get('/api/users', { params: { limit: 1000 } });
  const { data } = (await res.json()) as { data: { users: { userId: number; name: string }[] } };
  const member = data.users.find((user) => user.name === account.name);
  if (!member) throw new Error(`${account.name} is not listed`);
  return member.userId;
}

/** Staff (`admin`) give the member a credit, as a notice or a cancelled lesson would. */
async function grantCredit(admin: APIRequestContext, memberId: number): Promise<void> {
  const res = await admin.post('/api/makeups/credits', {
    data: { memberId, action: 'grant', reason: '보강 시험' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The members the grant-and-void journey gives a credit to, one per width. */
const CREDIT_MEMBER: Record<'desktop' | 'mobile', NewMember> = {
  desktop: {
    name: '보강권데스크',
    weekday: 'Wednesday',
    startTime: '21:00',
    endTime: '22:00',
    email: 'credit.desk@example.com',
    phoneNumber: '01073734343',
  },
  mobile: {
    name: '보강권모바일',
    weekday: 'Thursday',
    startTime: '21:00',
    endTime: '22:00',
    email: 'credit.mobile@example.com',
    phoneNumber: '01074744444',
  },
};

test.describe('make-up lessons', () => {
  // Both journeys give the same member a credit: one voids it, the other spends it on a booking.
  // Run side by side, the void could pick the other's credit as it is being spent, so they run
  // one after the other (in one worker).
  test.describe.configure({ mode: 'default' });

  test('when staff grant a credit and void it, then the member’s ledger shows both', async ({
    page,
    signIn,
  }, testInfo) => {
    // A member of the journey's own: a credit granted to a demo member could be spent by a
    // make-up another journey books meanwhile (the soonest to expire goes first), and then it
    // can no longer be voided. 21:00 is no make-up hour, so the slot takes none of theirs.
    const member = CREDIT_MEMBER[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
    await signIn(page, 'admin');
    await approveNewMember(page.request, member);
    await page.goto('/admin/makeups');
    const panel = page.getByRole('region', { name: '보강 관리' });
    const select = panel.getByLabel('회원');
    const option = select.locator('option', { hasText: member.name });
    await select.selectOption((await option.getAttribute('value')) ?? '');
    await expect(panel.getByText(/^적립 \d+/)).toBeVisible();

    await pressEnter(page, '보강권 지급');
    const grant = page.getByRole('dialog');
    await grant.getByLabel(/사유/).fill('수업 취소 보상');
    await page.keyboard.press('Enter');
    await expect(page.getByText('보강권을 지급했습니다.')).toBeVisible();
    const credits = panel.getByRole('list', { name: '보강권' });
    const granted = credits.getByRole('listitem').filter({ hasText: /학원 지급 · .* · 사용 가능/ });
    await expect(granted.first()).toBeVisible();

    await granted
      .getByRole('button', { name: /^취소 \d{4}-/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const voiding = page.getByRole('dialog');
    await voiding.getByLabel(/사유/).fill('잘못 지급');
    await page.keyboard.press('Enter');
    await expect(page.getByText('보강권을 취소했습니다.')).toBeVisible();
    await expect(credits.getByText('취소 사유: 잘못 지급').first()).toBeVisible();
  });

  test('when a member with a credit books a free hour by keyboard, then it is booked and listed', async ({
    page,
    apiAs,
    signIn,
  }, testInfo) => {
    const role = memberFor(testInfo.project.name);
    // The admin's API session is its own: the page signs in as the member.
    const admin = await apiAs('admin');
    await grantCredit(admin, await memberIdOf(admin, ACCOUNTS[role]));
    await signIn(page, role);

    await bookMakeupOnDashboard(page, MAKEUP_TEXT[role === 'foreign' ? 'en' : 'ko'], {
      earliestHour: testInfo.project.name === 'mobile',
      fromDay: 2,
    });
  });
});
