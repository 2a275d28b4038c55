import { ALL_ALIMTALK_TEMPLATES } from '@academy/contracts';
import type { TTextMessageProvider } from '../text-messages/text-message-provider.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { matchTemplates } from './match-templates.js';
import type { TextMessageTemplatesRepository } from './text-message-templates-repository.js';

export interface TTemplateSyncResult {
  approved: number;
  notApproved: number;
  missing: number;
}

/**
 * Reads the provider's templates and records, for every code of the catalog, the provider's id
 * and review state, or that it is missing (docs/decisions/0034). A provider that cannot answer
 * in full throws before anything is written: a partial list must not mark the rest missing. All
 * codes are written in one transaction, so the screen and the sending never see half a sync.
 */
export function createSyncTextMessageTemplates(deps: {
  units: UnitOfWork;
  templates: TextMessageTemplatesRepository;
  provider: TTextMessageProvider;
}) {
  return async function syncTextMessageTemplates(at: Date): Promise<TTemplateSyncResult> {
    const matches = matchTemplates(ALL_ALIMTALK_TEMPLATES, await deps.provider.templates());
    const result: TTemplateSyncResult = { approved: 0, notApproved: 0, missing: 0 };
    await deps.units.run(async ({ tx }) => {
      for (const { code } of ALL_ALIMTALK_TEMPLATES) {
        const match = matches.get(code);
        if (match) await deps.templates.recordFound(tx, code, match, at);
        else await deps.templates.recordMissing(tx, code, at);
        const counted = !match
          ? 'missing'
          : match.approval === 'approved'
            ? 'approved'
            : 'notApproved';
        result[counted] += 1;
      }
    });
    return result;
  };
}

export type SyncTextMessageTemplates = ReturnType<typeof createSyncTextMessageTemplates>;
