import { CALENDAR_FEED_CARD_TEXTS, pickText, toAcademyIsoDate } from '@academy/contracts';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { MemberCard } from '@/components/member-area/MemberCard';
import memberStyles from '@/components/member-area/Member.module.css';
import { useLanguage, useT } from '@/i18n/use-language';
import { format } from '@/i18n/format';
import { errorMessageOf } from '@/lib/api-error';
import {
  useCalendarFeedState,
  useDisableCalendarFeed,
  useEnableCalendarFeed,
} from '../api/calendar-feed';
import styles from './CalendarFeed.module.css';

/** A calendar app subscribes to the same address under the webcal scheme. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * The signed-in account's personal calendar feed (docs/product/calendar-feeds.md): off → turn
 * on; on → the address (only right after it was made: the server keeps only its hash), a copy
 * button, subscription hints, regenerate and turn off, each asked first.
 */
export function CalendarFeedCard() {
  const { language } = useLanguage();
  const t = useT();
  const text = (key: keyof typeof CALENDAR_FEED_CARD_TEXTS) =>
    pickText(CALENDAR_FEED_CARD_TEXTS[key], language);
  const state = useCalendarFeedState();
  const enable = useEnableCalendarFeed();
  const disable = useDisableCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const urlId = useId();
  const busy = enable.isPending || disable.isPending;

  async function turnOn(confirmText?: string) {
    if (confirmText !== undefined && !window.confirm(confirmText)) return;
    try {
      setUrl(await enable.mutateAsync());
    } catch (error) {
      toast.error(errorMessageOf(error, text('saveFailed')));
    }
  }

  async function turnOff() {
    if (!window.confirm(text('turnOffConfirm'))) return;
    try {
      await disable.mutateAsync();
      setUrl(null);
    } catch (error) {
      toast.error(errorMessageOf(error, text('saveFailed')));
    }
  }

  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(text('copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for Ctrl+C instead.
      urlInput.current?.focus();
      urlInput.current?.select();
      toast(text('copySelected'));
    }
  }

  function body() {
    if (!state.data) {
      return (
        <p className={memberStyles.muted} role="status">
          {state.isError ? text('loadFailed') : t.member.common.loading}
        </p>
      );
    }
    if (!state.data.enabled) {
      return (
        <>
          <p className={memberStyles.muted}>{text('off')}</p>
          <button
            type="button"
            className={`${memberStyles.smallButton} ${memberStyles.primaryButton}`}
            disabled={busy}
            onClick={() => void turnOn()}
          >
            {text('turnOn')}
          </button>
        </>
      );
    }
    const since = state.data.createdAt ? toAcademyIsoDate(new Date(state.data.createdAt)) : '';
    return (
      <>
        <p className={memberStyles.muted}>{format(text('onSince'), { date: since })}</p>
        {url ? (
          <div className={styles.address}>
            <label htmlFor={urlId} className={styles.label}>
              {text('urlLabel')}
            </label>
            <div className={styles.urlRow}>
              <input
                id={urlId}
                ref={urlInput}
                className={styles.url}
                value={url}
                readOnly
                onFocus={(event) => event.target.select()}
              />
              <button
                type="button"
                className={memberStyles.smallButton}
                onClick={() => void copy(url)}
              >
                {text('copy')}
              </button>
            </div>
            <p className={styles.notice} role="status">
              {text('copyNow')}
            </p>
            <a className={styles.webcal} href={webcalOf(url)}>
              {text('webcal')}
            </a>
          </div>
        ) : (
          <p className={memberStyles.muted}>{text('hiddenUrl')}</p>
        )}
        <ul className={styles.hints}>
          <li>{text('googleHint')}</li>
          <li>{text('appleHint')}</li>
        </ul>
        <div className={memberStyles.inlineRow}>
          <button
            type="button"
            className={memberStyles.smallButton}
            disabled={busy}
            onClick={() => void turnOn(text('regenerateConfirm'))}
          >
            {text('regenerate')}
          </button>
          <button
            type="button"
            className={`${memberStyles.smallButton} ${memberStyles.dangerButton}`}
            disabled={busy}
            onClick={() => void turnOff()}
          >
            {text('turnOff')}
          </button>
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
