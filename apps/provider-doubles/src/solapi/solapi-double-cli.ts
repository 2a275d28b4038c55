import { startSolapiDouble } from './solapi-double.js';

/**
 * The Solapi double for development (`pnpm dev` starts it beside the API). Its key, secret,
 * channel and sender match the example in .env.example; set SOLAPI_DOUBLE_REPORT_URL to have it
 * post delivery reports.
 */
const port = Number(process.env['SOLAPI_DOUBLE_PORT'] ?? 3011);
const PF_ID = 'KA01PF-DEV-ACADEMY';

const double = await startSolapiDouble({
  port,
  apiKeys: { NCSDEVELOPMENTKEY: 'development-secret-of-the-solapi-double' },
  templates: [
    {
      templateId: 'KA01TP-LESSON-REMINDER',
      pfId: PF_ID,
      name: 'lesson-reminder',
      content: '#{이름}님, 내일 #{시간}에 드럼 레슨이 있습니다.',
      buttons: [],
      status: 'APPROVED',
    },
    {
      templateId: 'KA01TP-TUITION-DUE',
      pfId: PF_ID,
      name: 'tuition-due',
      content: '#{이름}님, #{월}월 수강료 #{금액}원이 #{기한}까지입니다.',
      buttons: [{ buttonType: 'WL', buttonName: '납부 안내', linkMo: 'http://localhost:5173/' }],
      status: 'PENDING',
    },
  ],
  kakaoFailingNumbers: ['01000000002'],
  refusedNumbers: ['01000000003'],
  reportUrl: process.env['SOLAPI_DOUBLE_REPORT_URL'] || undefined,
});
console.log(`Solapi double on ${double.baseUrl} (messages: ${double.baseUrl}/__double)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void double.close().then(() => process.exit(0));
  });
}
