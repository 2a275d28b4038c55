import { z } from 'zod';

/**
 * How a member wants the academy's messages when the text channel is on
 * (docs/decisions/0035): KakaoTalk 알림톡 (SMS/LMS when KakaoTalk cannot deliver), e-mail, or
 * a plain SMS/LMS (docs/decisions/0045).
 */
export const MESSAGE_CHANNELS = ['alimtalk', 'email', 'sms'] as const;
export const ZMessageChannel = z.enum(MESSAGE_CHANNELS, { error: 'invalidValue' });
export type TMessageChannel = z.infer<typeof ZMessageChannel>;

/** PUT /users/me/message-channel: the signed-in account's own choice, never a child's. */
export const ZMessageChannelChoice = z.object({ channel: ZMessageChannel });
export type TMessageChannelChoice = z.infer<typeof ZMessageChannelChoice>;

/**
 * GET and PUT /users/me/message-channel: the choice, when it was last made (null: never, the
 * default 알림톡 applies) and whether the academy sends text messages at all: without them
 * the choice changes nothing and the screens do not offer it.
 */
export const ZMessageChannelSetting = z.object({
  channel: ZMessageChannel,
  chosenAt: z.string().nullable(),
  textChannelOn: z.boolean(),
});
export type TMessageChannelSetting = z.infer<typeof ZMessageChannelSetting>;
