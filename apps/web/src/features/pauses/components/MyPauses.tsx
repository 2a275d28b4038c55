import { PAUSE_STATE_LABELS, pickText } from '@academy/contracts';
import type { TPause } from '@academy/contracts';
import { useState } from 'react';
import { MemberButton } from '@/components/member-area/MemberButton';
import { MemberCard } from '@/components/member-area/MemberCard';
import { useConfirmedAction, WithdrawRequestDialog } from '@/components/member-area/ConfirmDialog';
import { MemberRequestItem } from '@/components/member-area/MemberRequestItem';
import { formatDateTime } from '@/components/member-area/member-dates';
import styles from '@/components/member-area/Member.module.css';
import { format } from '@/i18n/format';
import { usePausesCopy } from '@/i18n/sections/pauses';
import { useLanguage } from '@/i18n/use-language';
import { useMyPauses } from '../api/get-my-pauses';
import { useWithdrawPause } from '../api/withdraw-pause';
import { pauseMonthsLabel } from './pause-text';
import { PauseRequestDialog } from './PauseRequestDialog';

/** One pause with its state, the academy's answer and, while pending, "withdraw". */
function PauseItem({ pause, onWithdraw }: { pause: TPause; onWithdraw: () => void }) {
  const copy = usePausesCopy().member;
  const { language } = useLanguage();
  const months = pauseMonthsLabel(pause, language);
  return (
    <MemberRequestItem
      title={months}
      state={pause.state}
      stateLabel={pickText(PAUSE_STATE_LABELS[pause.state], language)}
      withdraw={{
        label: copy.withdraw,
        ariaLabel: format(copy.withdrawLabel, { months }),
        onClick: onWithdraw,
      }}
    >
      {pause.reason && (
        <p className={styles.muted}>
          {copy.reasonLabel}: {pause.reason}
        </p>
      )}
      {pause.state === 'approved' && (
        <p className={styles.response}>{pause.keepSlot ? copy.slotKept : copy.slotReleased}</p>
      )}
      {pause.staffReason && (
        <p className={styles.response}>
          {copy.responseLabel}: {pause.staffReason}
        </p>
      )}
      <p className={styles.muted}>{formatDateTime(pause.createdAt, language)}</p>
    </MemberRequestItem>
  );
}

/**
 * The member's pauses (docs/product/pauses.md): each with its state and the academy's answer, a
 * pending one withdrawable, and the button that opens the request dialog.
 */
export function MyPauses() {
  const copy = usePausesCopy().member;
  const { language } = useLanguage();
  const mine = useMyPauses();
  const [asking, setAsking] = useState(false);
  const withdrawal = useWithdrawPause();
  const withdraw = useConfirmedAction({
    send: (pause: TPause) => withdrawal.mutateAsync(pause.id),
    failedText: copy.withdrawFailed,
  });
  const months = (pause: TPause) => pauseMonthsLabel(pause, language);
  const canAsk = mine.data?.hasWeeklySlot === true && mine.data.startMonths.length > 0;

  return (
    <MemberCard
      headingId="member-pauses-heading"
      heading={copy.heading}
      aside={
        canAsk ? (
          <MemberButton tone="primary" onClick={() => setAsking(true)}>
            {copy.ask}
          </MemberButton>
        ) : undefined
      }
    >
      <p className={styles.muted}>{copy.lead}</p>
      {mine.isError && (
        <p className={styles.muted} role="alert">
          {copy.loadFailed}
        </p>
      )}
      {mine.data && !mine.data.hasWeeklySlot && <p className={styles.muted}>{copy.noSlot}</p>}
      {mine.data?.pauses.length === 0 && <p className={styles.muted}>{copy.empty}</p>}
      {mine.data && mine.data.pauses.length > 0 && (
        <ul className={styles.list}>
          {mine.data.pauses.map((pause) => (
            <PauseItem key={pause.id} pause={pause} onWithdraw={() => withdraw.ask(pause)} />
          ))}
        </ul>
      )}
      {asking && mine.data && (
        <PauseRequestDialog startMonths={mine.data.startMonths} onClose={() => setAsking(false)} />
      )}
      <WithdrawRequestDialog
        action={withdraw}
        copy={copy}
        bodyValues={(pause) => ({ months: months(pause) })}
      />
    </MemberCard>
  );
}
