import {
  fillPlaceholders,
  MESSAGE_CHANNEL_MESSAGES,
  MESSAGE_CHANNEL_SAVED,
  MESSAGE_CHANNELS,
  pickText,
  type TMessageChannel,
} from '@academy/contracts';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { MemberCard } from '@/components/member-area/MemberCard';
import memberStyles from '@/components/member-area/Member.module.css';
import { formatDateTime } from '@/components/member-area/member-dates';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useChooseMessageChannel, useMessageChannel } from '../api/message-channel';
import styles from './MessageChannel.module.css';

/**
 * The account's choice of KakaoTalk 알림톡, e-mail or a plain text message (SMS) for the
 * academy's messages, with when it was made (docs/decisions/0035, 0045). Native radio buttons, so the arrow keys move the choice; shown
 * only when the academy sends text messages, since otherwise everything comes by e-mail.
 */
export function MessageChannelCard() {
  const { language } = useLanguage();
  const headingId = useId();
  const setting = useMessageChannel();
  const choose = useChooseMessageChannel();
  const text = (key: keyof typeof MESSAGE_CHANNEL_MESSAGES) =>
    pickText(MESSAGE_CHANNEL_MESSAGES[key], language);
  if (!setting.data?.textChannelOn) return null;
  const { channel, chosenAt } = setting.data;

  async function change(next: TMessageChannel) {
    try {
      const { message } = await choose.mutateAsync({ channel: next });
      toast.success(message || text(MESSAGE_CHANNEL_SAVED[next]));
    } catch (error) {
      toast.error(errorMessageOf(error, text('saveFailed')));
    }
  }

  return (
    <MemberCard headingId={headingId} heading={text('heading')}>
      <fieldset className={styles.choices} aria-labelledby={headingId}>
        <p className={memberStyles.muted}>{text('intro')}</p>
        {MESSAGE_CHANNELS.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="message-channel"
              value={option}
              checked={channel === option}
              disabled={choose.isPending}
              onChange={() => void change(option)}
            />
            <span>{text(option)}</span>
          </label>
        ))}
      </fieldset>
      {channel === 'email' && <p className={memberStyles.muted}>{text('noEmailNote')}</p>}
      {channel === 'sms' && <p className={memberStyles.muted}>{text('smsNote')}</p>}
      <p className={memberStyles.muted}>
        {chosenAt
          ? fillPlaceholders(text('chosenAt'), { date: formatDateTime(chosenAt, language) })
          : text('neverChosen')}
      </p>
    </MemberCard>
  );
}
