import { MemberStatus } from '@/components/member-area/MemberStatus';
import { pickText, REMINDER_MESSAGES } from '@academy/contracts';
import toast from 'react-hot-toast';
import { MemberCard } from '@/components/member-area/MemberCard';
import memberStyles from '@/components/member-area/Member.module.css';
import { useId } from 'react';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useReminderSettings, useUpdateReminderSettings } from '../api/reminder-settings';
import styles from './Reminders.module.css';

/**
 * The member's switch for the reminder outside the app the day before each lesson
 * (docs/product/reminders.md): the e-mail, or the 알림톡 when the academy sends them and the
 * member chose it (docs/decisions/0037), which the help says. A native checkbox, so Space
 * toggles it; the in-app reminder is always sent and has no switch.
 */
export function EmailReminderToggle({ textChannelOn }: { textChannelOn: boolean }) {
  const { language } = useLanguage();
  const helpId = useId();
  const t = useT();
  const settings = useReminderSettings();
  const update = useUpdateReminderSettings();
  const text = (key: keyof typeof REMINDER_MESSAGES) => pickText(REMINDER_MESSAGES[key], language);

  async function change(emailReminders: boolean) {
    try {
      const message = await update.mutateAsync({ emailReminders });
      toast.success(message || text(emailReminders ? 'emailOn' : 'emailOff'));
    } catch (error) {
      toast.error(errorMessageOf(error, text('saveFailed')));
    }
  }

  return (
    <MemberCard headingId="member-reminders-heading" heading={text('heading')}>
      {settings.data ? (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={settings.data.emailReminders}
            aria-describedby={helpId}
            disabled={update.isPending}
            onChange={(event) => void change(event.target.checked)}
          />
          <span>{text('emailToggle')}</span>
        </label>
      ) : (
        <MemberStatus>
          {settings.isError ? text('loadFailed') : t.member.common.loading}
        </MemberStatus>
      )}
      <p id={helpId} className={memberStyles.muted}>
        {text(textChannelOn ? 'viaChosenChannel' : 'viaEmail')} {text('inAppAlways')}
      </p>
    </MemberCard>
  );
}
