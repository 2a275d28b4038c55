import type { SolapiSettings } from '../../config/config.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import {
  type TKakaoButton,
  type TSentMessageLookup,
  type TTemplateApproval,
  type TTextMessage,
  type TTextMessageProvider,
  type TTextMessageResult,
  type TTextMessageStatus,
  type TTextMessageTemplate,
  TextMessageProviderError,
} from '../text-message-provider.js';
import {
  type TSolapiButton,
  type TSolapiStoredMessage,
  ZSolapiMessageListAnswer,
  ZSolapiSendAnswer,
  ZSolapiTemplateListAnswer,
} from './solapi-answers.js';
import { callSolapi, type TSolapiTransport } from './solapi-request.js';
import { smsTypeOf } from './solapi-text-length.js';

/** The custom field that carries our idempotency key, so each result finds its message. */
const KEY_FIELD = 'key';
/** Solapi's limit for a custom field's value (status code 1032). */
const KEY_MAX_LENGTH = 100;
const TEMPLATE_PAGE_SIZE = 100;
/** A bound on paging, should an answer keep naming a next page: 2,000 templates, ours are 36. */
const TEMPLATE_PAGE_LIMIT = 20;
const LOOKUP_PAGE_SIZE = 100;
/**
 * Pages read per recipient when looking for messages by key: since an attempt minutes or hours
 * ago, one number holds a handful of messages; more than this and the provider cannot tell.
 */
const LOOKUP_PAGE_LIMIT = 5;
/**
 * Solapi refuses a call signed more than 15 minutes off its clock (RequestTimeTooSkewed), so a
 * message it took is dated no earlier than 15 minutes before our clock said the call was made.
 */
const CLOCK_SKEW_MS = 15 * 60_000;

/** Solapi's template statuses (the SDK's kakaoAlimtalkTemplateStatusSchema). */
const APPROVAL = {
  PENDING: 'pending',
  INSPECTING: 'inspecting',
  APPROVED: 'approved',
  REJECTED: 'rejected',
} as const satisfies Record<string, TTemplateApproval>;

export interface TSolapiProviderOptions {
  now?: Clock;
  /** How long one call may take before it counts as no answer (retryable). */
  timeoutMs?: number;
  /**
   * How long a lookup by keys may go on before it stops, unable to tell (retryable). The outbox
   * holds its rows for five minutes: a lookup must end (with its last call) well within that, or
   * another sender could claim the rows and send them while this one still looks.
   */
  lookupBudgetMs?: number;
}

/** The text-message provider over Solapi's HTTP API v4 (docs/decisions/0031). */
export function createSolapiProvider(
  settings: SolapiSettings,
  options: TSolapiProviderOptions = {},
): TTextMessageProvider {
  const transport: TSolapiTransport = {
    settings,
    now: options.now ?? systemClock,
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  const lookupBudgetMs = options.lookupBudgetMs ?? 60_000;
  return {
    send: (messages) => sendBatch(transport, messages),
    findByKeys: (lookups) => findByKeys(transport, lookups, lookupBudgetMs),
    statusOf: async (providerMessageId) => {
      const answer = await callSolapi(transport, {
        method: 'GET',
        path: `/messages/v4/list?messageId=${encodeURIComponent(providerMessageId)}`,
        answer: ZSolapiMessageListAnswer,
      });
      const stored = answer.messageList[providerMessageId];
      return stored ? statusOf(providerMessageId, stored) : null;
    },
    templates: () => listTemplates(transport),
  };
}

async function sendBatch(
  transport: TSolapiTransport,
  messages: readonly TTextMessage[],
): Promise<TTextMessageResult[]> {
  if (messages.length === 0) return [];
  for (const message of messages) {
    if (message.key.length === 0 || message.key.length > KEY_MAX_LENGTH) {
      throw new TextMessageProviderError(
        `a message key must be 1-${KEY_MAX_LENGTH} characters`,
        false,
      );
    }
  }
  const answer = await callSolapi(transport, {
    method: 'POST',
    path: '/messages/v4/send-many/detail',
    // allowDuplicates: two messages of one batch may go to one number (a guardian of two
    // children); each has its own key, so a repeat is never a duplicate send.
    body: {
      messages: messages.map((message) => solapiMessageOf(message, transport.settings)),
      allowDuplicates: true,
      showMessageList: true,
    },
    answer: ZSolapiSendAnswer,
  });
  const byKey = new Map<string, TTextMessageResult>();
  for (const item of answer.messageList) {
    const key = item.customFields?.[KEY_FIELD];
    if (key) byKey.set(key, { key, outcome: 'accepted', providerMessageId: item.messageId });
  }
  for (const item of answer.failedMessageList) {
    const key = item.customFields?.[KEY_FIELD];
    if (key) {
      byKey.set(key, {
        key,
        outcome: 'refused',
        statusCode: item.statusCode,
        statusText: item.statusMessage,
      });
    }
  }
  return messages.map((message) => {
    const result = byKey.get(message.key);
    if (!result) {
      // Solapi echoes each message's custom fields; a message it does not name was not taken.
      throw new TextMessageProviderError(
        `Solapi's answer does not name message ${message.key}`,
        false,
      );
    }
    return result;
  });
}

/**
 * Looks for our keys in `GET /messages/v4/list` (getMessageList.md), one recipient at a time
 * (`to`), since the earliest attempt for that recipient less the clock skew Solapi allows
 * (`dateType=CREATED&startDate=`, as the SDK's getMessages sends a date range), page by page
 * until every key is found or the list ends. Past LOOKUP_PAGE_LIMIT pages it cannot tell, and
 * throws rather than answer "not found": that answer would send the message again.
 */
async function findByKeys(
  transport: TSolapiTransport,
  lookups: readonly TSentMessageLookup[],
  budgetMs: number,
): Promise<Map<string, string>> {
  // Elapsed time on a monotonic clock: the provider's `now` may be a test's fixed clock.
  const started = performance.now();
  let calls = 0;
  const found = new Map<string, string>();
  const byRecipient = new Map<string, { keys: Set<string>; since: number }>();
  for (const { key, to, since } of lookups) {
    const recipient = byRecipient.get(to) ?? { keys: new Set<string>(), since: since.getTime() };
    recipient.keys.add(key);
    recipient.since = Math.min(recipient.since, since.getTime());
    byRecipient.set(to, recipient);
  }
  for (const [to, { keys, since }] of byRecipient) {
    const startDate = new Date(since - CLOCK_SKEW_MS).toISOString();
    let startKey: string | null | undefined;
    let page = 0;
    do {
      if (page === LOOKUP_PAGE_LIMIT) {
        throw new TextMessageProviderError(
          `Solapi GET /messages/v4/list: more than ${LOOKUP_PAGE_LIMIT} pages for one recipient`,
          true,
        );
      }
      // The first call always goes; each further one only within the budget.
      if (calls > 0 && performance.now() - started > budgetMs) {
        throw new TextMessageProviderError('Solapi GET /messages/v4/list: lookup too slow', true);
      }
      page += 1;
      const query = new URLSearchParams({
        to,
        dateType: 'CREATED',
        startDate,
        limit: String(LOOKUP_PAGE_SIZE),
      });
      if (startKey) query.set('startKey', startKey);
      calls += 1;
      const answer = await callSolapi(transport, {
        method: 'GET',
        path: `/messages/v4/list?${query}`,
        answer: ZSolapiMessageListAnswer,
      });
      for (const [messageId, stored] of Object.entries(answer.messageList)) {
        const key = stored.customFields?.[KEY_FIELD];
        if (key && keys.delete(key)) found.set(key, stored.messageId ?? messageId);
      }
      startKey = answer.nextKey;
    } while (startKey && keys.size > 0);
  }
  return found;
}

function solapiMessageOf(message: TTextMessage, settings: SolapiSettings) {
  const base = {
    to: message.to,
    from: settings.sender,
    text: message.text,
    customFields: { [KEY_FIELD]: message.key },
  };
  if (message.kind === 'sms') return { ...base, type: smsTypeOf(message.text) };
  return {
    ...base,
    type: 'ATA',
    kakaoOptions: {
      pfId: settings.pfId,
      templateId: message.templateId,
      // Solapi names a variable as it appears in the template: #{name}.
      variables: Object.fromEntries(
        Object.entries(message.variables).map(([name, value]) => [`#{${name}}`, value]),
      ),
      buttons: message.buttons,
      disableSms: !message.smsFallback,
    },
  };
}

/** The state a status code means (docs: api-reference/message-status-codes.md). */
function statusOf(providerMessageId: string, stored: TSolapiStoredMessage): TTextMessageStatus {
  const statusCode = stored.statusCode ?? '';
  // 2000: accepted by Solapi; 3000: handed to the carrier, waiting for its report; 4000: done.
  const state =
    statusCode === '4000'
      ? 'delivered'
      : statusCode === '2000' || statusCode === '3000' || statusCode === ''
        ? 'pending'
        : 'failed';
  return {
    providerMessageId,
    state,
    statusCode,
    statusText: stored.reason ?? null,
    type: stored.type ?? null,
    replaced: stored.replacement === true || stored.replacement === 1,
  };
}

async function listTemplates(transport: TSolapiTransport): Promise<TTextMessageTemplate[]> {
  const templates: TTextMessageTemplate[] = [];
  let startKey: string | null | undefined;
  for (let page = 0; page < TEMPLATE_PAGE_LIMIT; page += 1) {
    const query = new URLSearchParams({
      channelId: transport.settings.pfId,
      limit: String(TEMPLATE_PAGE_SIZE),
    });
    if (startKey) query.set('startKey', startKey);
    const answer = await callSolapi(transport, {
      method: 'GET',
      path: `/kakao/v2/templates?${query}`,
      answer: ZSolapiTemplateListAnswer,
    });
    for (const template of answer.templateList) {
      templates.push({
        templateId: template.templateId,
        name: template.name,
        content: template.content,
        buttons: (template.buttons ?? []).map(buttonOf),
        approval: APPROVAL[template.status],
      });
    }
    startKey = answer.nextKey;
    if (!startKey) return templates;
  }
  // A partial list would make the sync take the rest for gone (docs/decisions/0034).
  throw new TextMessageProviderError(
    `Solapi GET /kakao/v2/templates: more than ${TEMPLATE_PAGE_LIMIT} pages`,
    false,
  );
}

function buttonOf(button: TSolapiButton): TKakaoButton {
  if (button.buttonType === 'WL') {
    const { linkPc, ...rest } = button;
    return linkPc ? { ...rest, linkPc } : rest;
  }
  return button;
}
