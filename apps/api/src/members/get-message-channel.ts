import { FEEDBACK_MESSAGES, type TMessageChannelSetting } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { MemberProfileRepository } from './member-profile-repository.js';

/** What the message channel use cases are built from. */
export interface TMessageChannelDeps {
  profiles: MemberProfileRepository;
  /** Whether the academy sends text messages: only then does the choice change anything. */
  textChannelOn: boolean;
}

export const memberNotFound = () => new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);

/** The account's own choice of 알림톡 or e-mail and when it was made (docs/decisions/0035). */
export function createGetMessageChannel({ profiles, textChannelOn }: TMessageChannelDeps) {
  return async function getMessageChannel(memberId: number): Promise<TMessageChannelSetting> {
    const member = await profiles.findMessageChannel(memberId);
    if (!member) throw memberNotFound();
    return {
      channel: member.messageChannel,
      chosenAt: member.messageChannelChosenAt?.toISOString() ?? null,
      textChannelOn,
    };
  };
}

export type GetMessageChannel = ReturnType<typeof createGetMessageChannel>;
