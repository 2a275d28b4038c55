import type { Clock } from '../lib/clock.js';
import type { ConfirmTextMessages } from './confirm-text-messages.js';
import type { TextMessageReportRepository } from './text-message-report-repository.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The bounds of the status checks (docs/product/text-messages.md, "Reports that never come";
 * docs/decisions/0036). A report normally comes within seconds; the carriers give their final
 * word within 26 hours (SMS) or 49 hours (LMS), so after three days none will come.
 */
export const TEXT_STATUS_CHECK = {
  /** A `sent` row is first asked about this long after it was sent. */
  REPORT_WAIT_MS: 10 * MINUTE_MS,
  /** A row the provider still calls pending is asked again after this long. */
  RECHECK_AFTER_MS: 10 * MINUTE_MS,
  /** Rows asked about per run. */
  BATCH: 200,
  /** Still without a final word this long after it was sent: recorded failed. */
  GIVE_UP_AFTER_MS: 3 * DAY_MS,
  /** The status code and text a row given up on is recorded with. */
  GIVE_UP_CODE: 'NO_REPORT',
  GIVE_UP_TEXT: 'No final status from the provider within 3 days of sending',
} as const;

export interface TStatusCheckResult {
  asked: number;
  recorded: number;
  pending: number;
  givenUp: number;
}

/** Thrown when the provider could not be asked: the job fails and is retried, nothing marked. */
export class TextStatusCheckError extends Error {
  constructor(readonly unconfirmed: number) {
    super(`the provider could not be asked about ${unconfirmed} text message(s)`);
    this.name = 'TextStatusCheckError';
  }
}

/**
 * Asks the provider about the `sent` rows whose delivery report never came, through the same
 * confirmation as the webhook, and records its final word. A row still pending is asked again
 * later; one still without a final word GIVE_UP_AFTER_MS after it was sent is recorded failed
 * (NO_REPORT). When the provider cannot be asked, the rows not asked are released for the next
 * run and it throws, so that the job is retried.
 */
export function createCheckTextMessageStatuses(deps: {
  reports: TextMessageReportRepository;
  confirm: ConfirmTextMessages;
  now: Clock;
}) {
  const { reports, confirm, now } = deps;
  return async function checkTextMessageStatuses(): Promise<TStatusCheckResult> {
    const at = now();
    const claimed = await reports.claimUnreported(at, {
      sentBy: new Date(at.getTime() - TEXT_STATUS_CHECK.REPORT_WAIT_MS),
      checkedBy: new Date(at.getTime() - TEXT_STATUS_CHECK.RECHECK_AFTER_MS),
      take: TEXT_STATUS_CHECK.BATCH,
    });
    const { recorded, pending, unconfirmed } = await confirm(claimed);
    const giveUpBy = at.getTime() - TEXT_STATUS_CHECK.GIVE_UP_AFTER_MS;
    const sentAtOf = new Map(claimed.map((row) => [row.id, row.sentAt.getTime()]));
    let givenUp = 0;
    for (const row of pending) {
      if ((sentAtOf.get(row.id) ?? at.getTime()) > giveUpBy) continue;
      const failed = await reports.recordFinal(
        row.id,
        {
          status: 'failed',
          statusCode: TEXT_STATUS_CHECK.GIVE_UP_CODE,
          statusText: TEXT_STATUS_CHECK.GIVE_UP_TEXT,
        },
        at,
      );
      if (failed) givenUp += 1;
    }
    if (unconfirmed.length > 0) {
      await reports.release(unconfirmed.map((row) => row.id));
      throw new TextStatusCheckError(unconfirmed.length);
    }
    return { asked: claimed.length, recorded, pending: pending.length - givenUp, givenUp };
  };
}

export type CheckTextMessageStatuses = ReturnType<typeof createCheckTextMessageStatuses>;
