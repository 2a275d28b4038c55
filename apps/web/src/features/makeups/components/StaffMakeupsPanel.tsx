import type { TMakeupCredit, TMakeupLesson, TMakeupMemberOverview } from '@academy/contracts';
import { useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { ListPanel } from '@/components/staff-area/ListPanel';
import { StaffButton } from '@/components/staff-area/StaffButton';
import staffStyles from '@/components/staff-area/Staff.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useMemberChoices, useMemberMakeups } from '../api/makeups';
import { CreditDialog } from './CreditDialog';
import { DecideMakeupDialog } from './DecideMakeupDialog';
import { creditSourceText } from './makeup-text';
import styles from './Makeups.module.css';

type TDialog = { kind: 'grant' } | { kind: 'void'; credit: TMakeupCredit } | null;

/**
 * The members screen's make-up panel (docs/product/makeups.md): pick a member, see their credits
 * (open, spent, voided, expired) and ledger, grant or void a credit, approve or reject requests.
 */
export function StaffMakeupsPanel() {
  const copy = useT().makeups.staff;
  const members = useMemberChoices();
  const [memberId, setMemberId] = useState<number | null>(null);
  const view = useMemberMakeups(memberId);

  return (
    <section className={staffStyles.stack} aria-labelledby="staff-makeups-heading">
      <h2 id="staff-makeups-heading">{copy.heading}</h2>
      <SelectField
        label={copy.memberLabel}
        value={memberId === null ? '' : String(memberId)}
        onChange={(event) =>
          setMemberId(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">{copy.memberPlaceholder}</option>
        {(members.data?.users ?? []).map((user) => (
          <option key={user.userId} value={user.userId}>
            {user.name} ({user.phoneNumber})
          </option>
        ))}
      </SelectField>
      {memberId !== null && (
        <ListPanel
          label={copy.heading}
          pending={view.isPending}
          failed={view.isError}
          empty={false}
          emptyText=""
        >
          {view.data && <MemberMakeups view={view.data} />}
        </ListPanel>
      )}
    </section>
  );
}

function MemberMakeups({ view }: { view: TMakeupMemberOverview }) {
  const copy = useT().makeups;
  const { language } = useLanguage();
  const [dialog, setDialog] = useState<TDialog>(null);
  const member = { id: view.memberId, name: view.memberName };
  const credits = [...view.openCredits, ...view.pastCredits];

  return (
    <div className={staffStyles.stack}>
      <p>{format(copy.staff.ledger, { ...view.ledger, cap: view.cap })}</p>
      <div className={styles.actions}>
        <StaffButton tone="primary" onClick={() => setDialog({ kind: 'grant' })}>
          {copy.staff.grant}
        </StaffButton>
      </div>
      <h3 id="staff-makeup-credits" className={styles.subheading}>
        {copy.staff.creditsHeading}
      </h3>
      {credits.length === 0 ? (
        <p>{copy.staff.creditsEmpty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="staff-makeup-credits">
          {credits.map((credit) => (
            <li key={credit.id} className={styles.item}>
              <span>
                {format(copy.staff.creditLine, {
                  source: creditSourceText(credit, language),
                  until: credit.expiresOn,
                  state: copy.states[credit.state],
                })}
                {credit.voidReason && (
                  <> · {format(copy.staff.voidReason, { reason: credit.voidReason })}</>
                )}
              </span>
              {credit.state === 'open' && (
                <StaffButton
                  tone="danger"
                  aria-label={`${copy.staff.void} ${credit.expiresOn}`}
                  onClick={() => setDialog({ kind: 'void', credit })}
                >
                  {copy.staff.void}
                </StaffButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3 id="staff-makeup-lessons" className={styles.subheading}>
        {copy.staff.requestsHeading}
      </h3>
      {view.makeups.length === 0 ? (
        <p>{copy.staff.requestsEmpty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="staff-makeup-lessons">
          {view.makeups.map((makeup) => (
            <MakeupRow key={makeup.id} makeup={makeup} />
          ))}
        </ul>
      )}
      {dialog?.kind === 'grant' && <CreditDialog member={member} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'void' && (
        <CreditDialog member={member} credit={dialog.credit} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

/** A requested make-up's two answers, in this order. */
const DECISIONS = [
  { action: 'approve', tone: 'primary' },
  { action: 'reject', tone: 'danger' },
] as const;

function MakeupRow({ makeup }: { makeup: TMakeupLesson }) {
  const copy = useT().makeups;
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const when = `${makeup.date} ${makeup.startTime}-${makeup.endTime}`;
  return (
    <li className={styles.item}>
      <span>
        {when} · {makeup.teacherName} ·{' '}
        <span className={styles.status}>{copy.statuses[makeup.status]}</span>
      </span>
      {makeup.status === 'requested' && (
        <span className={styles.actions}>
          {DECISIONS.map(({ action, tone }) => (
            <StaffButton
              key={action}
              tone={tone}
              aria-label={`${copy.staff[action]} ${when}`}
              onClick={() => setDeciding(action)}
            >
              {copy.staff[action]}
            </StaffButton>
          ))}
        </span>
      )}
      {deciding && (
        <DecideMakeupDialog makeup={makeup} action={deciding} onClose={() => setDeciding(null)} />
      )}
    </li>
  );
}
