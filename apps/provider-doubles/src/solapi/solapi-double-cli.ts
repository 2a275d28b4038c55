import { catalogTemplates } from './catalog-templates.js';
import { startSolapiDouble } from './solapi-double.js';

/**
 * The Solapi double for development (`pnpm dev` starts it beside the API). Its key, secret,
 * channel and sender match the example in .env.example; set SOLAPI_DOUBLE_REPORT_URL to have it
 * post delivery reports.
 */
const port = Number(process.env['SOLAPI_DOUBLE_PORT'] ?? 3011);
const PF_ID = 'KA01PF-DEV-ACADEMY';
const APP_ORIGIN = process.env['APP_ORIGIN'] ?? 'http://localhost:5173';

const double = await startSolapiDouble({
  port,
  apiKeys: { NCSDEVELOPMENTKEY: 'development-secret-of-the-solapi-double' },
  // Every 알림톡 of the catalog, registered and approved under its own code, with the buttons
  // the API builds on APP_ORIGIN: the development app's messages go through as they would once
  // the templates are approved at Solapi.
  templates: catalogTemplates(PF_ID, APP_ORIGIN),
  kakaoFailingNumbers: ['01000000002'],
  refusedNumbers: ['01000000003'],
  reportUrl: process.env['SOLAPI_DOUBLE_REPORT_URL'] || undefined,
  // A second, as a carrier takes: the API has recorded the send by then.
  reportRetries: { attempts: 5, firstDelayMs: 1_000, reportDelayMs: 1_000 },
});
console.log(`Solapi double on ${double.baseUrl} (messages: ${double.baseUrl}/__double)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void double.close().then(() => process.exit(0));
  });
}
