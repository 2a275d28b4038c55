import { startTossDouble } from './toss-double.js';

/**
 * The Toss Payments double for development (`pnpm dev` starts it beside the API). Its keys match
 * the example in .env.example; set TOSS_DOUBLE_WEBHOOK_URL to have it post webhooks (retried a
 * few seconds apart, not Toss's minutes).
 */
const port = Number(process.env['TOSS_DOUBLE_PORT'] ?? 3012);

const double = await startTossDouble({
  port,
  keys: { test_ck_DEVACADEMYDOUBLE00000000: 'test_sk_DEVACADEMYDOUBLE00000000' },
  webhookUrl: process.env['TOSS_DOUBLE_WEBHOOK_URL'] || undefined,
  webhookRetries: { attempts: 8, firstDelayMs: 2_000 },
});
// Virtual accounts past their due date expire without waiting for the next call.
const sweep = setInterval(() => double.expireDue(), 60_000);
console.log(
  `Toss Payments double on ${double.baseUrl} (payments: ${double.baseUrl}/__double/payments)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(sweep);
    void double.close().then(() => process.exit(0));
  });
}
