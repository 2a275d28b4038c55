/**
 * What the notification pipeline asks of a text-message provider (KakaoTalk 알림톡 with SMS/LMS
 * fallback, or a plain SMS). The pipeline keeps its own record of each message by `key`; the
 * provider only sends, answers per message, and reads back what it knows.
 */

/** A 알림톡 button, in the provider's documented shape (kakaoOptions.buttons). */
export type TKakaoButton =
  | { buttonType: 'WL'; buttonName: string; linkMo: string; linkPc?: string }
  | { buttonType: 'AL'; buttonName: string; linkAnd: string; linkIos: string }
  | { buttonType: 'BK' | 'MD' | 'DS' | 'BC' | 'BT' | 'AC'; buttonName: string };

interface TTextMessageBase {
  /** Our idempotency key for the message: the pipeline matches each result by it (≤ 100 chars). */
  key: string;
  /** The recipient's phone number, digits only (01012345678). */
  to: string;
}

/**
 * A 알림톡: the approved template, its variables (by bare name: `name`, not `#{name}`) and its
 * buttons in the template's order. `text` is the template filled in; the provider checks it
 * against the template, and it is also the SMS/LMS text when KakaoTalk cannot deliver (the
 * provider resends the 알림톡's own text; it takes no separate fallback text).
 */
export interface TAlimtalkMessage extends TTextMessageBase {
  kind: 'alimtalk';
  templateId: string;
  variables: Readonly<Record<string, string>>;
  buttons: readonly TKakaoButton[];
  text: string;
  /** False: a recipient without KakaoTalk gets nothing rather than an SMS/LMS. */
  smsFallback: boolean;
}

/** A plain SMS, or LMS when the text is longer than an SMS holds. */
export interface TSmsMessage extends TTextMessageBase {
  kind: 'sms';
  text: string;
}

export type TTextMessage = TAlimtalkMessage | TSmsMessage;

/** The provider's answer for one message of a batch: taken for delivery, or refused outright. */
export type TTextMessageResult =
  | { key: string; outcome: 'accepted'; providerMessageId: string }
  | { key: string; outcome: 'refused'; statusCode: string; statusText: string };

/** Where one message stands, read back by the provider's message id (delivery reports). */
export interface TTextMessageStatus {
  providerMessageId: string;
  /** pending: accepted, no final report yet; delivered / failed: the carrier's final word. */
  state: 'pending' | 'delivered' | 'failed';
  /** The provider's four-digit status code and its text (docs: message-status-codes). */
  statusCode: string;
  statusText: string | null;
  /** How it went out: ATA (알림톡), or SMS / LMS (sent as such, or as a 알림톡's fallback). */
  type: string | null;
  /** True when a 알림톡 went out as its SMS/LMS fallback. */
  replaced: boolean;
}

/** A message that may already be at the provider: its key, its recipient, and since when. */
export interface TSentMessageLookup {
  key: string;
  to: string;
  /** When a call that may have delivered it to the provider was first made. */
  since: Date;
}

export type TTemplateApproval = 'pending' | 'inspecting' | 'approved' | 'rejected';

export interface TTextMessageTemplate {
  templateId: string;
  name: string;
  content: string;
  buttons: TKakaoButton[];
  approval: TTemplateApproval;
}

export interface TTextMessageProvider {
  /** Sends a batch; answers one result per message, in the order given. */
  send(messages: readonly TTextMessage[]): Promise<TTextMessageResult[]>;
  /**
   * The provider's message id of each message it already holds under our key, looked for by
   * recipient since the instant given; a key it does not hold is absent from the map. Throws a
   * TextMessageProviderError when it cannot tell (a failed call, more messages than it reads).
   */
  findByKeys(lookups: readonly TSentMessageLookup[]): Promise<Map<string, string>>;
  /** One message's status; null when the provider does not know the id. */
  statusOf(providerMessageId: string): Promise<TTextMessageStatus | null>;
  /** The 알림톡 templates of our KakaoTalk channel, with their approval state. */
  templates(): Promise<TTextMessageTemplate[]>;
}

/**
 * A call that did not get an answer to act on. `retryable`: a network error, a timeout or a 5xx,
 * worth trying again later; otherwise (a 4xx, an answer in an unexpected shape) trying again
 * would fail the same way. The message names the call and the provider's error, never a secret.
 */
export class TextMessageProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly httpStatus: number | null = null,
    readonly errorCode: string | null = null,
  ) {
    super(message);
    this.name = 'TextMessageProviderError';
  }
}
