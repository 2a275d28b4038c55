import { createTimers, postJson } from '../double-http.js';
import type { TStoredMessage } from './double-send.js';

/**
 * Delivery reports to a webhook. The docs in solapi/documents do not describe Solapi's report
 * webhook, so the double posts what GET /messages/v4/list answers for a message: a JSON array of
 * message-list items (docs/decisions/0031). It retries with doubling waits until the receiver
 * answers 200, at most `attempts` times.
 */
export interface TReportRetries {
  attempts: number;
  firstDelayMs: number;
  /**
   * How long after the send the first report goes out (0 unless given): Solapi reports once the
   * carrier has answered, so a sender has recorded its answer by then.
   */
  reportDelayMs?: number;
}

export interface TReportAttempt {
  messageId: string;
  attempt: number;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
}

export function createReporter(url: string | undefined, retries: TReportRetries) {
  const attempts: TReportAttempt[] = [];
  const timers = createTimers();

  async function post(messages: TStoredMessage[], attempt: number): Promise<void> {
    if (!url || timers.isClosed()) return;
    const status = await postJson(url, messages);
    for (const message of messages)
      attempts.push({ messageId: message.messageId, attempt, status });
    if (status === 200 || attempt >= retries.attempts) return;
    timers.later(retries.firstDelayMs * 2 ** (attempt - 1), () => void post(messages, attempt + 1));
  }

  return {
    report: (messages: TStoredMessage[]) => {
      const copy = structuredClone(messages);
      if (retries.reportDelayMs) timers.later(retries.reportDelayMs, () => void post(copy, 1));
      else void post(copy, 1);
    },
    attempts: () => [...attempts],
    reset: () => {
      attempts.length = 0;
    },
    close: timers.close,
  };
}
