import {
  ALL_ALIMTALK_TEMPLATES,
  type TTemplateState,
  type TTextMessageTemplateList,
  ZTemplateState,
} from '@academy/contracts';
import type { TextMessageTemplatesRepository } from './text-message-templates-repository.js';

/**
 * Every template of the catalog, as it must be registered (the buttons' links on the app's
 * origin, as the outbox sends them), with the state the last sync saw (docs/decisions/0034).
 */
export function createListTextMessageTemplates(deps: {
  templates: TextMessageTemplatesRepository;
  appOrigin: string;
  channelOn: boolean;
}) {
  return async function listTextMessageTemplates(
    staffId: number,
  ): Promise<TTextMessageTemplateList> {
    const states = new Map((await deps.templates.listStates()).map((row) => [row.code, row]));
    const synced = [...states.values()].map((row) => row.syncedAt.getTime());
    return {
      channelOn: deps.channelOn,
      lastSyncedAt: synced.length > 0 ? new Date(Math.max(...synced)).toISOString() : null,
      ownPhone: await deps.templates.staffPhone(staffId),
      templates: ALL_ALIMTALK_TEMPLATES.map((template) => {
        const state = states.get(template.code);
        // A value the table should never hold reads as unknown rather than failing the list.
        const parsed = ZTemplateState.safeParse(state?.approval);
        const approval: TTemplateState = parsed.success ? parsed.data : 'unknown';
        return {
          kind: template.kind,
          language: template.language,
          code: template.code,
          approval,
          providerTemplateId: state?.providerTemplateId ?? null,
          matchesCatalog: state?.matchesCatalog ?? true,
          syncedAt: state?.syncedAt.toISOString() ?? null,
          content: template.content,
          buttons: template.buttons.map((button) => ({
            name: button.name,
            link: `${deps.appOrigin}${button.path}`,
          })),
          reviewNote: template.reviewNote,
          secure: template.secure,
        };
      }),
    };
  };
}

export type ListTextMessageTemplates = ReturnType<typeof createListTextMessageTemplates>;
