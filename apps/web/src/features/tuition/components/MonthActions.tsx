import { pickText, tuitionRemindersSentMessage } from '@academy/contracts';
import { useState } from 'react';
import { staffToast, toastOutcome } from '@/components/staff-area/staff-toast';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { useConfirm } from '@/components/dialogs/dialogs-context';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { downloadTuitionCsv } from '../api/download-csv';
import { useRemindUnpaid } from '../api/remind-unpaid';
import { monthText } from './tuition-text';
import styles from './Tuition.module.css';

/** What staff do with a whole month: remind its unpaid members, or take it away as CSV. */
export function MonthActions({ month }: { month: string }) {
  const copy = useT().tuition.staff;
  const { language } = useLanguage();
  const remind = useRemindUnpaid();
  const ask = useConfirm();
  const [downloading, setDownloading] = useState(false);

  const sendReminders = async () => {
    const question = format(copy.remindConfirm, { month: monthText(month, language) });
    if (!(await ask({ question, confirmLabel: copy.remind }))) return;
    await toastOutcome(
      remind.mutateAsync(month),
      ({ remindedCount }) => pickText(tuitionRemindersSentMessage(remindedCount), language),
      copy.remindFailed,
    );
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTuitionCsv(month);
    } catch {
      // The refusal came as a file (responseType blob), so its message is not readable here.
      staffToast.error(copy.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={styles.monthActions}>
      <StaffButton
        disabled={remind.isPending}
        busy={remind.isPending}
        onClick={() => void sendReminders()}
      >
        {remind.isPending ? copy.reminding : copy.remind}
      </StaffButton>
      <StaffButton disabled={downloading} busy={downloading} onClick={() => void download()}>
        {downloading ? copy.downloading : copy.download}
      </StaffButton>
    </div>
  );
}
