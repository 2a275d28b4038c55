// The server the browser tests run against: the production build of the app, plus a real SMTP
// server on loopback that writes every delivered mail into E2E_MAIL_DIR, so the tests can read
// password-reset codes exactly as a person reads their inbox.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

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
await import('../../apps/api/dist/main.js');
