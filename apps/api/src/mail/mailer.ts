import nodemailer from 'nodemailer';
import type { Config } from '../config/config.js';
import type { Logger } from '../logger/logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Without it (development), the message is written to the API log
 * instead, so a developer can still read a password-reset code.
 */
export function createMailer(config: Pick<Config, 'mail'>, logger: Logger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) {
    return {
      async send(message) {
        logger.info(
          { mail: { from, ...message } },
          `mail preview (SMTP_URL not set): ${message.subject}`,
        );
      },
    };
  }
  // Bounded waits, so a hung server frees its outbox rows well within their claim lease.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
