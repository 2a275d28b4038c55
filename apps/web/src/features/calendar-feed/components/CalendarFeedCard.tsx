import { MemberStatus } from '@/components/member-area/MemberStatus';
import { MemberButton } from '@/components/member-area/MemberButton';
import { toAcademyIsoDate } from '@academy/contracts';
import { MemberCard } from '@/components/member-area/MemberCard';
import memberStyles from '@/components/member-area/Member.module.css';
import { useT } from '@/i18n/use-language';
import { format } from '@/i18n/format';
import styles from './CalendarFeed.module.css';
import { CalendarFeedAddress } from './CalendarFeedAddress';
import { useCalendarFeed, useFeedText } from './use-calendar-feed';

/**
 * The signed-in account's personal calendar feed (docs/product/calendar-feeds.md): off → turn
 * on; on → the address (only right after it was made: the server keeps only its hash), a copy
 * button, subscription hints, regenerate and turn off, each asked first.
 */
export function CalendarFeedCard() {
  const t = useT();
  const text = useFeedText();
  const { state, url, busy, turnOn, turnOff } = useCalendarFeed();

  function body() {
    if (!state.data) {
      return (
        <MemberStatus>{state.isError ? text('loadFailed') : t.member.common.loading}</MemberStatus>
      );
    }
    if (!state.data.enabled) {
      return (
        <>
          <p className={memberStyles.muted}>{text('off')}</p>
          <MemberButton tone="primary" disabled={busy} onClick={() => void turnOn()}>
            {text('turnOn')}
          </MemberButton>
        </>
      );
    }
    const since = state.data.createdAt ? toAcademyIsoDate(new Date(state.data.createdAt)) : '';
    return (
      <>
        <p className={memberStyles.muted}>{format(text('onSince'), { date: since })}</p>
        {url ? (
          <CalendarFeedAddress url={url} />
        ) : (
          <p className={memberStyles.muted}>{text('hiddenUrl')}</p>
        )}
        <ul className={styles.hints}>
          <li>{text('googleHint')}</li>
          <li>{text('appleHint')}</li>
        </ul>
        <div className={memberStyles.inlineRow}>
          <MemberButton disabled={busy} onClick={() => void turnOn(true)}>
            {text('regenerate')}
          </MemberButton>
          <MemberButton tone="danger" disabled={busy} onClick={() => void turnOff()}>
            {text('turnOff')}
          </MemberButton>
        </div>
      </>
    );
  }

  return (
    <MemberCard headingId="calendar-feed-heading" heading={text('heading')}>
      <p className={memberStyles.muted}>{text('intro')}</p>
      {body()}
    </MemberCard>
  );
}
