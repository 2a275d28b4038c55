// The server the browser tests run against: the production build of the app, plus a real SMTP
// server on loopback that writes every delivered mail into E2E_MAIL_DIR, so the tests can read
// password-reset codes exactly as a person reads their inbox, and the Solapi double on
// E2E_SOLAPI_PORT with the text channel on, so they read the 알림톡 a person gets from the
// double's list (GET /__double/messages) as that person reads KakaoTalk; and the Toss Payments
// double on E2E_TOSS_PORT with online payment on, so a member pays in the double's window.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// The app's public address is where the browser reaches it: the payment window returns there
// (successUrl, failUrl), and links in mail and 알림톡 name it.
process.env.APP_ORIGIN = `http://127.0.0.1:${process.env.PORT}`;

const mailDir = process.env.E2E_MAIL_DIR;
if (!mailDir) throw new Error('E2E_MAIL_DIR is required');
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        count += 1;
        const file = path.join(mailDir, `${Date.now()}-${String(count).padStart(4, '0')}.json`);
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        writeFileSync(file, JSON.stringify({ to, subject: mail.subject, text: mail.text }));
        callback();
      },
      (error) => callback(error),
    );
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
await startSolapiDouble();
await startTossDouble();
await import('../../apps/api/dist/main.js');

/** The doubles' TypeScript, run through their own tsx. */
async function doubles() {
  const require = createRequire(path.resolve('apps/provider-doubles/package.json'));
  // require finds the CommonJS entry; its ES module sits beside it, as `import` would find it.
  const tsxApi = require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const { tsImport } = await import(pathToFileURL(tsxApi).href);
  return tsImport('../../apps/provider-doubles/src/index.ts', import.meta.url);
}

/**
 * The Solapi double (apps/provider-doubles, TypeScript run through its own tsx) with every
 * 알림톡 of the catalog approved, reporting each delivery to the API's webhook a moment after the
 * send as Solapi does; the API gets the settings that turn the text channel on towards it.
 */
async function startSolapiDouble() {
  const { startSolapiDouble: start, catalogTemplates } = await doubles();
  const apiKey = 'NCSE2EKEY';
  const apiSecret = 'the-secret-of-the-journeys-solapi-double';
  const pfId = 'KA01PF-E2E-ACADEMY';
  const double = await start({
    port: Number(process.env.E2E_SOLAPI_PORT ?? 3113),
    apiKeys: { [apiKey]: apiSecret },
    templates: catalogTemplates(pfId, process.env.APP_ORIGIN),
    reportUrl: `http://127.0.0.1:${process.env.PORT}/api/webhooks/solapi`,
    reportRetries: { attempts: 5, firstDelayMs: 1_000, reportDelayMs: 500 },
  });
  Object.assign(process.env, {
    SOLAPI_API_KEY: apiKey,
    SOLAPI_API_SECRET: apiSecret,
    SOLAPI_PF_ID: pfId,
    SOLAPI_SENDER: '0212345678',
    SOLAPI_BASE_URL: double.baseUrl,
  });
}

/**
 * The Toss Payments double with test keys, posting its webhooks to the API a moment after each
 * change as Toss does; the API gets the settings that turn online payment on towards it.
 */
async function startTossDouble() {
  const { startTossDouble: start } = await doubles();
  const clientKey = 'test_ck_E2EACADEMYDOUBLE0000000';
  const secretKey = 'test_sk_E2EACADEMYDOUBLE0000000';
  const double = await start({
    port: Number(process.env.E2E_TOSS_PORT ?? 3114),
    keys: { [clientKey]: secretKey },
    webhookUrl: `http://127.0.0.1:${process.env.PORT}/api/webhooks/toss`,
    webhookRetries: { attempts: 5, firstDelayMs: 1_000 },
  });
  Object.assign(process.env, {
    TOSS_CLIENT_KEY: clientKey,
    TOSS_SECRET_KEY: secretKey,
    TOSS_API_BASE_URL: double.baseUrl,
  });
}
