import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

export interface TestSmtp {
  url: string;
  messages: CaughtMail[];
  /** The newest 6-digit code sent to `to`. */
  lastCodeFor(to: string): string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests of e-mail flows. A given
 * `port` starts it again where a stopped one listened (a server that comes back).
 */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    lastCodeFor(to) {
      const mail = messages.filter((message) => message.to.includes(to.toLowerCase())).at(-1);
      const code = mail && /(?:^|\D)(\d{6})(?:\D|$)/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
