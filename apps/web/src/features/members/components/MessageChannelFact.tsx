import type { TMemberListItem } from '@academy/contracts';
import formStyles from '@/components/form/Form.module.css';
import { formatAcademyDateTime } from '@/components/staff-area/staff-dates';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';

type TMessageChannelFactProps = {
  user: Pick<TMemberListItem, 'messageChannel' | 'messageChannelChosenAt'>;
};

/**
 * How the member chose to hear from the academy, and when (docs/decisions/0035): the member's
 * own choice, which staff read but do not change.
 */
export function MessageChannelFact({ user }: TMessageChannelFactProps) {
  const copy = useT().staffDashboard.users.editForm;
  const when = user.messageChannelChosenAt
    ? format(copy.messageChannelChosen, {
        date: formatAcademyDateTime(user.messageChannelChosenAt),
      })
    : copy.messageChannelDefault;
  return (
    <p className={formStyles.hint}>
      {format(copy.messageChannel, { channel: copy.messageChannels[user.messageChannel], when })}
    </p>
  );
}
