import { pauseDecisionTexts } from '@academy/contracts';
import { noticeMail } from '../mail/personal-mail.js';
import type { TMessage } from '../unit-of-work/message.js';
import type { PauseRow } from './pauses-repository.js';

/**
 * The member's (or their guardian's) answer to a pause: in the app and by e-mail. No 알림톡
 * template exists for pauses, so the text channel sends nothing (docs/product/pauses.md).
 */
export function pauseDecisionMessage(
  row: PauseRow,
  decision: { outcome: 'approved'; keepSlot: boolean } | { outcome: 'rejected'; reason: string },
): TMessage {
  const texts = pauseDecisionTexts({
    memberName: row.member.name,
    fromMonth: row.fromMonth,
    untilMonth: row.untilMonth,
    ...decision,
  });
  return {
    key: `pause:${row.id}:${decision.outcome}`,
    app: {
      category: decision.outcome === 'approved' ? 'pause_approved' : 'pause_rejected',
      texts,
    },
    mail: (recipient) => noticeMail(recipient, texts),
  };
}
