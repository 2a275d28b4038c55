import { z } from 'zod';
import { ALIMTALK_LANGUAGES, ZTextMessageKind } from './text-messages.enums';
import {
  ALIMTALK_CODE_PATTERN,
  MOBILE_PHONE_PATTERN,
  TEXT_MESSAGE_TEMPLATE_LIMITS,
} from './text-message-templates.limits';

/**
 * Where a template stands at the provider, as the last sync saw it: its review state; `missing`
 * once the provider no longer lists it; `unknown` before any sync found it.
 */
export const TEMPLATE_STATES = [
  'unknown',
  'pending',
  'inspecting',
  'approved',
  'rejected',
  'missing',
] as const;
export const ZTemplateState = z.enum(TEMPLATE_STATES);
export type TTemplateState = z.infer<typeof ZTemplateState>;

/** One template of the catalog with its state: what the admin registers and checks. */
export const ZTextMessageTemplateRow = z.object({
  kind: ZTextMessageKind,
  language: z.enum(ALIMTALK_LANGUAGES),
  code: z.string(),
  approval: ZTemplateState,
  /** The provider's template id; null before a sync found it, or once it is missing. */
  providerTemplateId: z.string().nullable(),
  /** False when the provider's content or button names differ from the catalog's. */
  matchesCatalog: z.boolean(),
  /** When the sync last wrote this template's state; null before any did. */
  syncedAt: z.string().nullable(),
  /** The exact text to register, with its `#{…}` variables. */
  content: z.string(),
  /** The buttons to register, in order: a web link (WL), its name and its address. */
  buttons: z.array(z.object({ name: z.string(), link: z.string() })),
  /** The note for Kakao's reviewer. */
  reviewNote: z.string(),
  /** Registered as a secure template (보안 템플릿). */
  secure: z.boolean(),
});
export type TTextMessageTemplateRow = z.infer<typeof ZTextMessageTemplateRow>;

export const ZTextMessageTemplateList = z.object({
  /** False: no provider is configured; nothing is synced or sent. */
  channelOn: z.boolean(),
  /** The latest sync of any template; null before the first. */
  lastSyncedAt: z.string().nullable(),
  /** The calling admin's own phone, to prefill the test send; null without one. */
  ownPhone: z.string().nullable(),
  templates: z.array(ZTextMessageTemplateRow),
});
export type TTextMessageTemplateList = z.infer<typeof ZTextMessageTemplateList>;

export const ZTextMessageTemplateParams = z.object({
  code: z
    .string({ error: 'invalidValue' })
    .max(TEXT_MESSAGE_TEMPLATE_LIMITS.CODE_MAX_LENGTH, { error: 'invalidValue' })
    .regex(ALIMTALK_CODE_PATTERN, { error: 'invalidValue' }),
});

/** A test send: the mobile number it goes to, digits only. */
export const ZTextMessageTestSend = z.object({
  phone: z
    .string({ error: 'phoneRequired' })
    .min(1, { error: 'phoneRequired' })
    .regex(MOBILE_PHONE_PATTERN, { error: 'phoneInvalid' }),
});
export type TTextMessageTestSendInput = z.input<typeof ZTextMessageTestSend>;

export const ZTextMessageTestSent = z.object({ code: z.string(), queued: z.literal(true) });
export type TTextMessageTestSent = z.infer<typeof ZTextMessageTestSent>;

export const ZTemplateSyncRequested = z.object({
  /** False when a sync was already waiting: that run is the one asked for. */
  queued: z.boolean(),
});
export type TTemplateSyncRequested = z.infer<typeof ZTemplateSyncRequested>;
