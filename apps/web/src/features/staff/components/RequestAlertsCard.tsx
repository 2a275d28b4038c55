import { useId } from 'react';
import { MemberCard } from '@/components/member-area/MemberCard';
import memberStyles from '@/components/member-area/Member.module.css';
import { formatDateTime } from '@/components/member-area/member-dates';
import { MemberStatus } from '@/components/member-area/MemberStatus';
import { toastOutcome } from '@/components/staff-area/staff-toast';
import { format } from '@/i18n/format';
import { useStaffAccountsCopy } from '@/i18n/sections/staff-accounts';
import { useLanguage } from '@/i18n/use-language';
import { useChooseRequestAlerts, useRequestAlerts } from '../api/request-alerts';
import styles from './Staff.module.css';

/**
 * The signed-in staff member's own consent to hear of new applications and members' requests by
 * 알림톡 (docs/decisions/0042): a native checkbox, so Space toggles it, with when it was last set.
 * Shown only when the academy sends text messages; it cannot be turned on without a phone on the
 * account, but it can always be turned off.
 */
export function RequestAlertsCard({ staffId }: { staffId: number }) {
  const copy = useStaffAccountsCopy().requestAlerts;
  const { language } = useLanguage();
  const headingId = useId();
  const setting = useRequestAlerts(staffId);
  const choose = useChooseRequestAlerts(staffId);
  if (setting.isError || setting.data?.textChannelOn === false) return null;

  function body() {
    if (!setting.data) return <MemberStatus>{copy.loading}</MemberStatus>;
    const { enabled, changedAt, hasPhone } = setting.data;
    return (
      <>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={enabled}
            disabled={choose.isPending || (!enabled && !hasPhone)}
            onChange={(event) =>
              void toastOutcome(
                choose.mutateAsync(event.target.checked),
                ({ message }) => message,
                copy.saveFailed,
              )
            }
          />
          <span>{copy.toggle}</span>
        </label>
        {!hasPhone && <p className={memberStyles.muted}>{copy.noPhone}</p>}
        <p className={memberStyles.muted}>
          {changedAt
            ? format(copy.changedAt, { date: formatDateTime(changedAt, language) })
            : copy.neverChanged}
        </p>
      </>
    );
  }

  return (
    <MemberCard headingId={headingId} heading={copy.heading}>
      <p className={memberStyles.muted}>{copy.intro}</p>
      {body()}
    </MemberCard>
  );
}
