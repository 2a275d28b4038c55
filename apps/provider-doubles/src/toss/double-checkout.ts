/**
 * The payment window's stand-in: Toss's window, on "pay", sends the browser to
 * `successUrl?paymentKey&orderId&amount` (the payment is then IN_PROGRESS, waiting for confirm),
 * and on failure or when the customer closes it to `failUrl?code&message&orderId`
 * (docs.tosspayments.com/reference/error-codes, "failUrl로 전달되는 에러").
 */
export interface TCheckoutRequest {
  clientKey: string;
  orderId: string;
  amount: number;
  orderName: string;
  successUrl: string;
  failUrl: string;
}

const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** The request from a query or a posted form, or what is wrong with it. */
export function checkoutRequestOf(
  source: Record<string, unknown>,
): { ok: true; request: TCheckoutRequest } | { ok: false; problem: string } {
  const text = (name: string) => (typeof source[name] === 'string' ? source[name] : '');
  const amount = Number(text('amount'));
  const request = {
    clientKey: text('clientKey'),
    orderId: text('orderId'),
    amount,
    orderName: text('orderName'),
    successUrl: text('successUrl'),
    failUrl: text('failUrl'),
  };
  if (!ORDER_ID.test(request.orderId)) return { ok: false, problem: 'orderId' };
  if (!Number.isInteger(amount) || amount < 1 || amount > 100_000_000) {
    return { ok: false, problem: 'amount' };
  }
  if (request.orderName.length < 1 || request.orderName.length > 100) {
    return { ok: false, problem: 'orderName' };
  }
  if (!isWebUrl(request.successUrl)) return { ok: false, problem: 'successUrl' };
  if (!isWebUrl(request.failUrl)) return { ok: false, problem: 'failUrl' };
  return { ok: true, request };
}

function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function withQuery(url: string, query: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.toString();
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function renderCheckoutPage(request: TCheckoutRequest): string {
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(String(value))}">`)
    .join('');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Toss Payments double · 결제</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body><h1>결제 (Toss Payments double)</h1>
<p>${escape(request.orderName)}</p>
<p><strong>${request.amount.toLocaleString('ko-KR')}원</strong> · 주문번호 ${escape(request.orderId)}</p>
<form method="post" action="/checkout">${hidden}
<button type="submit" name="action" value="pay">결제하기</button>
<button type="submit" name="action" value="decline">카드 거절</button>
<button type="submit" name="action" value="cancel">취소</button>
</form></body></html>`;
}
