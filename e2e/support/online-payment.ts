import { expect, type APIRequestContext } from '@playwright/test';
import type { NewAccount } from './tuition';

/** What the member paid online: the order Toss knows and its amount. */
export interface PaidOnline {
  orderId: string;
  amount: number;
}

/**
 * A new member sets their own password and pays their unpaid due through the API and the Toss
 * double's window, as the browser would: the order, "결제하기" in the double's `/checkout`, then
 * the confirm of what the window sent back (docs/product/payments.md).
 */
export async function payDueOnline(
  member: APIRequestContext,
  account: NewAccount,
  ownPassword: string,
): Promise<PaidOnline> {
  const signedIn = await member.post('/api/auth/login', {
    data: { loginId: account.loginId, password: account.temporaryPassword },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const changed = await member.put('/api/users/change-password', {
    data: { currentPassword: account.temporaryPassword, newPassword: ownPassword },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const mine = await member.get('/api/tuition/me');
  const { history } = (
    (await mine.json()) as { data: { history: { id: number; paid: boolean }[] } }
  ).data;
  const due = history.find((each) => !each.paid);
  expect(due).toBeDefined();
  const ordered = await member.post(`/api/tuition/${due?.id}/payments`);
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = ((await ordered.json()) as { data: { checkoutUrl: string; amount: number } }).data;
  const back = await pressPay(member, order.checkoutUrl);
  const confirmed = await member.post('/api/payments/confirm', { data: back });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { orderId: back.orderId, amount: order.amount };
}

/** "결제하기" in the double's window: where it sends the browser back (successUrl's values). */
async function pressPay(client: APIRequestContext, checkoutUrl: string) {
  const checkout = new URL(checkoutUrl);
  const form = Object.fromEntries(checkout.searchParams);
  const pressed = await client.post(new URL('/checkout', checkout).toString(), {
    form: { ...form, action: 'pay' },
    maxRedirects: 0,
  });
  const returned = new URL(pressed.headers()['location'] ?? '');
  return {
    paymentKey: returned.searchParams.get('paymentKey') ?? '',
    orderId: returned.searchParams.get('orderId') ?? '',
    amount: Number(returned.searchParams.get('amount')),
  };
}
