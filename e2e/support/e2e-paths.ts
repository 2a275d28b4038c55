import path from 'node:path';

/** Where the e2e server's SMTP catcher drops delivered mail (see e2e-server.mjs). */
export const E2E_MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR ?? '.data/e2e-mail');

/** The port of the Solapi double the e2e server starts beside the API (see e2e-server.mjs). */
export const E2E_SOLAPI_PORT = Number(process.env.E2E_SOLAPI_PORT ?? 3113);
export const E2E_TOSS_PORT = Number(process.env.E2E_TOSS_PORT ?? 3114);
