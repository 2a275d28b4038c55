import {
  buildPagination,
  TEXT_MESSAGE_LOG,
  type TTextMessageLog,
  type TTextMessageLogQuery,
  type TTextMessageLogRow,
  type TTextMessageStatus,
} from '@academy/contracts';
import type {
  TextMessageLogRepository,
  TTextMessageLogEntry,
} from './text-message-log-repository.js';

/**
 * How the message went. Delivered is a 알림톡 (ATA); a fallback is the SMS or LMS the provider
 * said, LMS when it did not say (as the month's counts take it); before the provider's word,
 * none.
 */
function channelOf(entry: TTextMessageLogEntry): TTextMessageLogRow['channel'] {
  if (entry.status === 'delivered') return 'alimtalk';
  if (entry.status !== 'fell_back') return null;
  return entry.deliveredAs === 'SMS' ? 'sms' : 'lms';
}

/** The provider's word on a failure or a fallback; nothing for the others. */
function providerStatusOf(entry: TTextMessageLogEntry): TTextMessageLogRow['providerStatus'] {
  if (entry.status !== 'failed' && entry.status !== 'fell_back') return null;
  return { code: entry.statusCode, text: entry.lastError };
}

function rowOf(entry: TTextMessageLogEntry, names: Map<number, string>): TTextMessageLogRow {
  return {
    id: entry.id.toString(),
    queuedAt: entry.createdAt.toISOString(),
    deliveredAt: entry.deliveredAt?.toISOString() ?? null,
    kind: entry.kind as TTextMessageLogRow['kind'],
    language: entry.language === 'en' ? 'en' : 'ko',
    // Masked here, so the full number never leaves the use case (docs/product/privacy.md).
    recipient: {
      name: entry.memberId === null ? null : (names.get(entry.memberId) ?? null),
      phoneLast4: entry.phone.slice(-4).padStart(4, '0'),
    },
    channel: channelOf(entry),
    status: entry.status as TTextMessageStatus,
    providerStatus: providerStatusOf(entry),
  };
}

/**
 * The admin's message log (docs/product/text-messages.md, "The message log"): a page of the
 * text-message outbox, newest first, each recipient masked. One indexed page and a count, and
 * one look-up of the page's members: bounded however the filters are set.
 */
export function createGetTextMessageLog(deps: {
  log: TextMessageLogRepository;
  textChannelOn: boolean;
}) {
  const { log, textChannelOn } = deps;
  return async function getTextMessageLog(query: TTextMessageLogQuery): Promise<TTextMessageLog> {
    const limit = TEXT_MESSAGE_LOG.PAGE_SIZE;
    const { rows, total } = await log.page(query, (query.page - 1) * limit, limit);
    const memberIds = [
      ...new Set(rows.flatMap((row) => (row.memberId === null ? [] : [row.memberId]))),
    ];
    const names = await log.memberNames(memberIds);
    return {
      messages: rows.map((row) => rowOf(row, names)),
      textChannelOn,
      pagination: buildPagination({ total, page: query.page, limit }),
    };
  };
}

export type GetTextMessageLog = ReturnType<typeof createGetTextMessageLog>;
