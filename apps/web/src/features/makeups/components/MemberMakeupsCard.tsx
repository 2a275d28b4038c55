import { isMakeupCancellable } from '@academy/contracts';
import { MemberButton } from '@/components/member-area/MemberButton';
import type { TMakeupLesson, TOwnMakeupOverview } from '@academy/contracts';
import { useState } from 'react';
import { ConfirmActionDialog, useConfirmedAction } from '@/components/member-area/ConfirmDialog';
import { MemberCard } from '@/components/member-area/MemberCard';
import { MemberQueryContent } from '@/components/member-area/MemberQueryContent';
import memberStyles from '@/components/member-area/Member.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useCancelMakeup, useMyMakeups } from '../api/makeups';
import { BookMakeupDialog } from './BookMakeupDialog';
import { creditSourceText } from './makeup-text';
import styles from './Makeups.module.css';

/**
 * The member's make-ups on the dashboard (docs/product/makeups.md): open credits with their
 * last day and "n of cap", the make-ups booked or waiting for the academy, and the booking dialog.
 */
export function MemberMakeupsCard() {
  const copy = useT().makeups;
  const query = useMyMakeups();
  const [booking, setBooking] = useState(false);
  const view = query.data;

  return (
    <MemberCard
      headingId="member-makeups-heading"
      heading={copy.member.heading}
      aside={
        view ? (
          <span className={`${memberStyles.badge} ${memberStyles.badgeMuted}`}>
            {format(copy.member.openCount, { open: view.ledger.open, cap: view.cap })}
          </span>
        ) : undefined
      }
    >
      <MemberQueryContent query={query} empty={null}>
        {view && (
          <MakeupsContent
            view={view}
            onBook={() => {
              setBooking(true);
              // The member may have booked or cancelled practice since: the dialog shows their hours.
              void query.refetch();
            }}
          />
        )}
      </MemberQueryContent>
      {booking && view?.openCredits[0] && view.teacherId !== null && (
        <BookMakeupDialog
          credit={view.openCredits[0]}
          teacherId={view.teacherId}
          takenDays={
            new Set(
              view.makeups
                .filter((makeup) => makeup.status === 'booked' || makeup.status === 'requested')
                .map((makeup) => makeup.date),
            )
          }
          ownHours={view.ownHours}
          onClose={() => setBooking(false)}
        />
      )}
    </MemberCard>
  );
}

/** The open credits, each with the lesson it came from and its last day. */
function OpenCredits({ credits }: { credits: TOwnMakeupOverview['openCredits'] }) {
  const copy = useT().makeups.member;
  const { language } = useLanguage();
  return (
    <>
      <h3 id="member-makeup-credits" className={styles.subheading}>
        {copy.creditsHeading}
      </h3>
      {credits.length === 0 ? (
        <p className={memberStyles.muted}>{copy.creditsEmpty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="member-makeup-credits">
          {credits.map((credit) => (
            <li key={credit.id} className={styles.item}>
              {format(copy.creditLine, {
                source: creditSourceText(credit, language),
                until: credit.expiresOn,
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function MakeupsContent({ view, onBook }: { view: TOwnMakeupOverview; onBook: () => void }) {
  const copy = useT().makeups;
  const cancellation = useCancelMakeup();
  const cancel = useConfirmedAction({
    send: (makeup: TMakeupLesson) => cancellation.mutateAsync(makeup.id),
    failedText: copy.member.cancelFailed,
  });
  const now = new Date();
  const when = (makeup: TMakeupLesson) => ({
    date: makeup.date,
    start: makeup.startTime,
    end: makeup.endTime,
  });
  return (
    <>
      <OpenCredits credits={view.openCredits} />
      {view.openCredits.length > 0 && view.teacherId !== null && (
        <MemberButton tone="primary" onClick={onBook}>
          {copy.member.book}
        </MemberButton>
      )}
      <h3 id="member-makeup-lessons" className={styles.subheading}>
        {copy.member.makeupsHeading}
      </h3>
      {view.makeups.length === 0 ? (
        <p className={memberStyles.muted}>{copy.member.makeupsEmpty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="member-makeup-lessons">
          {view.makeups.map((makeup) => (
            <li key={makeup.id} className={styles.item}>
              <span>{format(copy.member.makeupLine, when(makeup))}</span>
              <span className={styles.status}>{copy.statuses[makeup.status]}</span>
              {isMakeupCancellable(makeup, now) && (
                <MemberButton
                  tone="danger"
                  aria-label={format(copy.member.cancelMakeupLabel, when(makeup))}
                  onClick={() => cancel.ask(makeup)}
                >
                  {copy.member.cancelMakeup}
                </MemberButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmActionDialog
        action={cancel}
        title={cancel.item ? format(copy.member.cancelTitle, when(cancel.item)) : ''}
        description={copy.member.cancelBody}
        keepLabel={copy.member.cancelKeep}
        confirmLabel={copy.member.cancelConfirm}
        pendingLabel={copy.member.cancelling}
      />
    </>
  );
}
