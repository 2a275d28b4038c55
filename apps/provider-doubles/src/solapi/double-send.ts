import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { checkAlimtalk, fill, type TDoubleTemplate, type TStatus } from './double-templates.js';

/**
 * How the double registers and "delivers" the messages of a send-many/detail call. Request
 * fields follow the official SDK's messageSchema and baseKakaoOptionSchema; the stored message
 * is the shape of an item of GET /messages/v4/list (api-reference/messages/getMessageList.md).
 */
const ZButton = z.looseObject({ buttonType: z.string(), buttonName: z.string() });

/** A button as Solapi takes it (the SDK's kakaoButtonSchema); anything else is 1044. */
const ZValidButton = z.discriminatedUnion('buttonType', [
  z.object({
    buttonType: z.literal('WL'),
    buttonName: z.string().min(1),
    linkMo: z.string().min(1),
    linkPc: z.string().nullish(),
  }),
  z.object({
    buttonType: z.literal('AL'),
    buttonName: z.string().min(1),
    linkAnd: z.string().min(1),
    linkIos: z.string().min(1),
  }),
  z.object({
    buttonType: z.enum(['BK', 'MD', 'DS', 'BC', 'BT', 'AC']),
    buttonName: z.string().min(1),
  }),
]);

export const ZSendManyDetail = z.object({
  messages: z
    .array(
      z.object({
        to: z.string(),
        from: z.string().optional(),
        text: z.string().optional(),
        type: z.string().optional(),
        subject: z.string().optional(),
        country: z.string().optional(),
        customFields: z.record(z.string(), z.string()).optional(),
        kakaoOptions: z
          .object({
            pfId: z.string(),
            templateId: z.string().optional(),
            variables: z.record(z.string(), z.string()).optional(),
            buttons: z.array(ZButton).optional(),
            disableSms: z.boolean().optional(),
          })
          .optional(),
      }),
    )
    .min(1),
  allowDuplicates: z.boolean().optional(),
  showMessageList: z.boolean().optional(),
});

export type TSendMessage = z.infer<typeof ZSendManyDetail>['messages'][number];

export interface TStoredMessage {
  _id: string;
  messageId: string;
  groupId: string;
  accountId: string;
  type: string;
  to: string;
  from: string;
  text: string;
  country: string;
  subject: string | null;
  imageId: null;
  kakaoOptions: Record<string, unknown> | null;
  customFields: Record<string, string>;
  status: 'PENDING' | 'COMPLETE' | 'FAILED';
  statusCode: string;
  reason: string | null;
  replacement: boolean;
  autoTypeDetect: boolean;
  resendCount: number;
  networkName: string;
  networkCode: string | null;
  log: unknown[];
  queues: unknown[];
  currentQueue: null;
  dateCreated: string;
  dateUpdated: string;
  dateProcessed: string | null;
  dateReported: string | null;
  dateReceived: string | null;
}

export interface TFailedMessage {
  to: string;
  from: string;
  type: string;
  statusMessage: string;
  country: string;
  messageId: string;
  statusCode: string;
  accountId: string;
  customFields?: Record<string, string>;
}

export interface TSendRules {
  templates: ReadonlyMap<string, TDoubleTemplate>;
  refusedNumbers: ReadonlySet<string>;
  kakaoFailingNumbers: ReadonlySet<string>;
  /** Numbers whose carrier has not reported yet: their messages stay at 3000. */
  pendingNumbers: ReadonlySet<string>;
  accountId: string;
}

/** SMS holds 90 bytes of EUC-KR (status code 1031): ASCII one byte, anything else two. */
export function eucKrBytes(text: string): number {
  let bytes = 0;
  for (const character of text) bytes += character.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes;
}

const textTypeOf = (text: string) => (eucKrBytes(text) <= 90 ? 'SMS' : 'LMS');

export function solapiId(prefix: 'M4V' | 'G4V', at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  const tail = randomBytes(12).toString('base64url').replace(/[-_]/g, 'X').toUpperCase();
  return `${prefix}${stamp}${tail.slice(0, 15)}`;
}

/** Null when Solapi would take the message; else the status it refuses it with. */
export function refusalOf(message: TSendMessage, rules: TSendRules, type: string): TStatus | null {
  if (rules.refusedNumbers.has(message.to))
    return { statusCode: '1060', statusMessage: '차단된 수신번호' };
  if (!/^\d{8,12}$/.test(message.to)) return { statusCode: '1011', statusMessage: 'Format Error' };
  const text = message.text ?? '';
  if (type === 'ATA') {
    const options = message.kakaoOptions;
    if (!options) return { statusCode: '1010', statusMessage: '필수 입력 값 미입력' };
    const buttons = z.array(ZValidButton).safeParse(options.buttons ?? []);
    if (!buttons.success)
      return { statusCode: '1044', statusMessage: '유효한 버튼 값이 아닙니다.' };
    return checkAlimtalk(rules.templates, {
      text: message.text,
      pfId: options.pfId,
      templateId: options.templateId,
      variables: options.variables ?? {},
      buttons: buttons.data,
    });
  }
  if (message.kakaoOptions) {
    return {
      statusCode: '1033',
      statusMessage: 'kakaoOptions은 메시지가 ATA 나 CTA인 경우에만 사용가능합니다.',
    };
  }
  if (type !== 'SMS' && type !== 'LMS')
    return { statusCode: '1025', statusMessage: '잘못된 메시지 타입' };
  const limit = type === 'SMS' ? 90 : 2000;
  if (text.length === 0) return { statusCode: '1010', statusMessage: '필수 입력 값 미입력' };
  if (eucKrBytes(text) > limit) {
    return {
      statusCode: '1031',
      statusMessage: 'SMS는 90byte LMS, MMS는 2000byte까지 사용 가능 합니다.',
    };
  }
  return null;
}

/** The type Solapi gives a message: the one asked for, or ATA with a template, else by length. */
export function typeOf(message: TSendMessage): string {
  if (message.type) return message.type.toUpperCase();
  if (message.kakaoOptions?.templateId) return 'ATA';
  return textTypeOf(message.text ?? '');
}

/** The 알림톡's text: as sent, or the template filled in when the request left it out. */
export function textOf(message: TSendMessage, rules: TSendRules, type: string): string {
  if (message.text !== undefined || type !== 'ATA') return message.text ?? '';
  const template = rules.templates.get(message.kakaoOptions?.templateId ?? '');
  return template ? fill(template.content, message.kakaoOptions?.variables ?? {}) : '';
}

/**
 * What the carrier answers: a 알림톡 to a number configured to fail KakaoTalk goes out as
 * SMS/LMS (replacement) unless disableSms, when it fails with 3104 (카카오톡 미사용자); a message to
 * a number configured as pending stays pending.
 */
export function deliver(stored: TStoredMessage, rules: TSendRules, disableSms: boolean, at: Date) {
  const now = at.toISOString();
  if (rules.pendingNumbers.has(stored.to)) {
    // Handed to the carrier, whose report has not come (message-status-codes: 3000).
    Object.assign(stored, { dateProcessed: now, dateUpdated: now, statusCode: '3000' });
    return;
  }
  Object.assign(stored, { dateProcessed: now, dateReported: now, dateUpdated: now });
  if (stored.type === 'ATA' && rules.kakaoFailingNumbers.has(stored.to)) {
    if (disableSms) {
      Object.assign(stored, { status: 'FAILED', statusCode: '3104', reason: '카카오톡 미사용자' });
      return;
    }
    Object.assign(stored, { type: textTypeOf(stored.text), replacement: true });
  }
  Object.assign(stored, {
    status: 'COMPLETE',
    statusCode: '4000',
    reason: null,
    dateReceived: now,
  });
}
