import { z } from 'zod';

/**
 * The parts of Solapi's answers the provider reads, as the official SDK (solapi@6.0.1,
 * detailGroupMessageResponseSchema, getMessagesResponseSchema, getKakaoAlimtalkTemplatesResponseSchema)
 * and the docs (api-reference/messages/getMessageList.md) define them. Fields we do not read are
 * left out: zod drops them, so a new field in an answer does not break sending.
 */
const ZCustomFields = z.record(z.string(), z.string()).nullish();

export const ZSolapiError = z.object({ errorCode: z.string(), errorMessage: z.string() });

export const ZSolapiSendAnswer = z.object({
  groupInfo: z.object({
    groupId: z.string(),
    count: z.object({
      total: z.number(),
      registeredFailed: z.number(),
      registeredSuccess: z.number(),
    }),
  }),
  // Present because the request asks for it (showMessageList: true).
  messageList: z
    .array(
      z.object({
        messageId: z.string(),
        statusCode: z.string(),
        statusMessage: z.string(),
        customFields: ZCustomFields,
      }),
    )
    .default([]),
  failedMessageList: z.array(
    z.object({
      to: z.string(),
      statusCode: z.string(),
      statusMessage: z.string(),
      customFields: ZCustomFields,
    }),
  ),
});

export const ZSolapiStoredMessage = z.object({
  messageId: z.string().optional(),
  type: z.string().nullish(),
  status: z.string().nullish(),
  statusCode: z.string().nullish(),
  reason: z.string().nullish(),
  // The SDK accepts a boolean or 0/1 here.
  replacement: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  customFields: ZCustomFields,
  dateReported: z.string().nullish(),
});

export type TSolapiStoredMessage = z.infer<typeof ZSolapiStoredMessage>;

export const ZSolapiMessageListAnswer = z.object({
  messageList: z.record(z.string(), ZSolapiStoredMessage),
  // The first message of the next page, null on the last one (the SDK's getMessagesResponseSchema).
  nextKey: z.string().nullish(),
});

const ZSolapiButton = z.discriminatedUnion('buttonType', [
  z.object({
    buttonType: z.literal('WL'),
    buttonName: z.string(),
    linkMo: z.string(),
    linkPc: z.string().nullish(),
  }),
  z.object({
    buttonType: z.literal('AL'),
    buttonName: z.string(),
    linkAnd: z.string(),
    linkIos: z.string(),
  }),
  z.object({
    buttonType: z.enum(['BK', 'MD', 'DS', 'BC', 'BT', 'AC']),
    buttonName: z.string(),
  }),
]);

export type TSolapiButton = z.infer<typeof ZSolapiButton>;

export const ZSolapiTemplateListAnswer = z.object({
  templateList: z.array(
    z.object({
      templateId: z.string(),
      name: z.string(),
      content: z.string().default(''),
      buttons: z.array(ZSolapiButton).nullish(),
      status: z.enum(['PENDING', 'INSPECTING', 'APPROVED', 'REJECTED']),
    }),
  ),
  nextKey: z.string().nullish(),
});
