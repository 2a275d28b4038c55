import { expect } from '@playwright/test';
import { E2E_SOLAPI_PORT } from './e2e-paths';

/** A message as the Solapi double received it (GET /__double/messages). */
export interface ReceivedText {
  to: string;
  type: string;
  text: string;
  kakaoOptions: { templateId?: string } | null;
}

const DOUBLE = `http://127.0.0.1:${E2E_SOLAPI_PORT}`;

/** Every message the double received for `phone` (digits only), oldest first. */
export async function textsTo(phone: string): Promise<ReceivedText[]> {
  const response = await fetch(`${DOUBLE}/__double/messages`);
  const body = (await response.json()) as { messages: ReceivedText[] };
  return body.messages.filter((message) => message.to === phone.replace(/\D/g, ''));
}

/**
 * Waits for a 알림톡 of template `templateCode` (or any of several, e.g. a kind's Korean and
 * English templates) to `phone` and returns it: what the person reads in KakaoTalk. The outbox
 * sends right after the event's transaction, in the background, so this polls.
 */
export async function readAlimtalk(
  phone: string,
  templateCode: string | readonly string[],
): Promise<ReceivedText> {
  const codes: readonly string[] = typeof templateCode === 'string' ? [templateCode] : templateCode;
  let found: ReceivedText | undefined;
  await expect
    .poll(
      async () => {
        found = (await textsTo(phone)).find((message) =>
          codes.includes(message.kakaoOptions?.templateId ?? ''),
        );
        return found?.type;
      },
      { timeout: 30_000 },
    )
    .toBe('ATA');
  return found as ReceivedText;
}
