import type { TStoredMessage } from './double-send.js';

/** What GET /messages/v4/list answers, or the 400 it refuses a query with. */
export type TListAnswer =
  | {
      ok: true;
      body: {
        startKey: string | null;
        nextKey: string | null;
        limit: number;
        messageList: Record<string, TStoredMessage>;
      };
    }
  | { ok: false; errorMessage: string };

/**
 * GET /messages/v4/list (api-reference/messages/getMessageList.md), newest first: by `messageId`,
 * `groupId`, `to`, and a date range (`startDate`, `endDate`, on `dateCreated` unless `dateType`
 * is UPDATED, as the SDK's finalizeGetMessagesRequest sends them), `limit` a page, `startKey` the
 * first message of the page, `nextKey` the first of the next page (null on the last one). The
 * `criteria`/`cond`/`value` form is not answered: the API does not use it.
 */
export function listMessages(
  messages: readonly TStoredMessage[],
  query: Record<string, unknown>,
): TListAnswer {
  const text = (name: string) => {
    const value = query[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const limit = Math.min(Math.max(Number(text('limit') ?? 20) || 20, 1), 500);
  const start = text('startDate');
  const end = text('endDate');
  const startMs = start === undefined ? -Infinity : Date.parse(start);
  const endMs = end === undefined ? Infinity : Date.parse(end);
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) {
    return { ok: false, errorMessage: 'Invalid Date' };
  }
  const dateField = text('dateType') === 'UPDATED' ? 'dateUpdated' : 'dateCreated';
  const matching = messages
    .filter((message) => {
      const at = Date.parse(message[dateField]);
      return (
        (!text('messageId') || message.messageId === text('messageId')) &&
        (!text('groupId') || message.groupId === text('groupId')) &&
        (!text('to') || message.to === text('to')) &&
        at >= startMs &&
        at <= endMs
      );
    })
    .toReversed();
  const startKey = text('startKey');
  const from = startKey ? matching.findIndex((message) => message.messageId === startKey) : 0;
  const page = from < 0 ? [] : matching.slice(from, from + limit);
  const next = from < 0 ? undefined : matching[from + limit];
  return {
    ok: true,
    body: {
      startKey: startKey ?? null,
      nextKey: next?.messageId ?? null,
      limit,
      messageList: Object.fromEntries(page.map((message) => [message.messageId, message])),
    },
  };
}
