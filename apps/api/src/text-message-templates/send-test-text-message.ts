import { randomUUID } from 'node:crypto';
import {
  ALIMTALK_VARIABLES,
  ALL_ALIMTALK_TEMPLATES,
  TEXT_MESSAGE_TEMPLATE_MESSAGES,
  type TTextMessageTestSent,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { TextMessageTemplatesRepository } from './text-message-templates-repository.js';

/**
 * Sends one template, filled with every variable's example, to the number an admin gives
 * (docs/product/text-messages.md): queued through the unit of work like any 알림톡, under a key
 * of its own per send, and audited with the number's last four digits only.
 */
export function createSendTestTextMessage(deps: {
  units: UnitOfWork;
  templates: TextMessageTemplatesRepository;
  channelOn: boolean;
}) {
  return async function sendTestTextMessage(
    staffId: number,
    code: string,
    phone: string,
  ): Promise<TTextMessageTestSent> {
    if (!deps.channelOn) {
      throw new AppError('TEXT_CHANNEL_OFF', TEXT_MESSAGE_TEMPLATE_MESSAGES.channelOff);
    }
    const template = ALL_ALIMTALK_TEMPLATES.find((candidate) => candidate.code === code);
    if (!template) throw new AppError('NOT_FOUND', TEXT_MESSAGE_TEMPLATE_MESSAGES.unknownTemplate);
    // Never synced: sent under its own code, as every 알림톡 is then (docs/decisions/0034).
    const approval = await deps.templates.approvalOf(code);
    if (approval !== null && approval !== 'approved') {
      throw new AppError('TEMPLATE_NOT_APPROVED', TEXT_MESSAGE_TEMPLATE_MESSAGES.notApproved);
    }
    const { language, kind } = template;
    const variables = Object.fromEntries(
      template.variables.map((name) => [name, ALIMTALK_VARIABLES[name].example[language]]),
    );
    const key = `text_template_test:${code}:${randomUUID()}`;
    await deps.units.run(
      async ({ notify, audit }) => {
        notify(
          {
            address: {
              to: null,
              phone,
              name: ALIMTALK_VARIABLES.name.example[language],
              english: language === 'en',
            },
          },
          { key, text: () => ({ kind, variables }) },
        );
        audit({
          action: 'text_message_template.test_sent',
          entityType: 'alimtalk_template',
          entityId: code,
          details: { phoneEnding: phone.slice(-4) },
        });
      },
      { staffId },
    );
    // A sync between the check above and the queueing may have found it not approved: the unit
    // of work then queued nothing (the number has no e-mail), and the admin must hear so.
    if (!(await deps.templates.isQueued(key))) {
      throw new AppError('TEMPLATE_NOT_APPROVED', TEXT_MESSAGE_TEMPLATE_MESSAGES.notApproved);
    }
    return { code, queued: true };
  };
}

export type SendTestTextMessage = ReturnType<typeof createSendTestTextMessage>;
