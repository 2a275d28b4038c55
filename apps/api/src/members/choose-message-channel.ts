import type { TMessageChannel, TMessageChannelSetting } from '@academy/contracts';
import { type Clock, systemClock } from '../lib/clock.js';
import { memberNotFound, type TMessageChannelDeps } from './get-message-channel.js';

/**
 * Records the account's choice of 알림톡 or e-mail with its time, the consent the member sees
 * (docs/decisions/0035). Choosing again stamps the time again: the member confirmed it then. The
 * unit of work reads the choice when it picks each person's channel.
 */
export function createChooseMessageChannel(deps: TMessageChannelDeps & { now?: Clock }) {
  const { profiles, textChannelOn, now = systemClock } = deps;
  return async function chooseMessageChannel(
    memberId: number,
    channel: TMessageChannel,
  ): Promise<TMessageChannelSetting> {
    const chosenAt = now();
    if (!(await profiles.chooseMessageChannel(memberId, channel, chosenAt))) {
      throw memberNotFound();
    }
    return { channel, chosenAt: chosenAt.toISOString(), textChannelOn };
  };
}

export type ChooseMessageChannel = ReturnType<typeof createChooseMessageChannel>;
