import type { PrismaClient } from '../src/generated/prisma/client.js';
import type { Logger } from '../src/logger/logger.js';
import { createMailer } from '../src/mail/mailer.js';
import { createMailOutbox, type MailOutbox } from '../src/mail/outbox/mail-outbox.js';

/** An outbox whose mails go to the (silent) log, for engines and jobs tested without SMTP. */
export function createLoggingOutbox(prisma: PrismaClient, logger: Logger): MailOutbox {
  const mailer = createMailer(
    { mail: { smtpUrl: undefined, from: 'academy@test.invalid' } },
    logger,
  );
  return createMailOutbox({ prisma, mailer, logger });
}
