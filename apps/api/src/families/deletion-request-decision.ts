import type { TBilingualText } from '@academy/contracts';
import { noticeMail } from '../mail/personal-mail.js';
import type { Clock } from '../lib/clock.js';
import type { TWork, UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { storedTexts } from './deletion-request-mappers.js';
import type { TDeletionRequestRow } from './deletion-requests-repository.js';

/** What staff's decisions of a deletion request are built from. */
export interface DeletionDecisionDeps {
  units: UnitOfWork;
  now?: Clock;
}

/** Tells whoever asked for the deletion, in the app and by mail, how staff decided it. */
export function tellRequester(
  notify: TWork['notify'],
  row: TDeletionRequestRow,
  decision: 'completed' | 'declined',
  notice: { title: TBilingualText; message: TBilingualText },
): void {
  if (!row.requestedBy) return;
  const texts = storedTexts(notice.title, notice.message);
  notify(
    { memberId: row.requestedBy.id },
    {
      key: `deletion_request:${row.id}:${decision}`,
      app: { category: 'other', texts },
      mail: (recipient) => noticeMail(recipient, texts),
    },
  );
}
