import { useId, useRef } from 'react';
import { MemberButton } from '@/components/member-area/MemberButton';
import toast from 'react-hot-toast';
import { copyOrSelect } from '@/lib/clipboard';
import styles from './CalendarFeed.module.css';
import { useFeedText } from './use-calendar-feed';

/** A calendar app subscribes to the same address under the webcal scheme. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/** The new address, to copy now (it is not shown again), and its webcal link. */
export function CalendarFeedAddress({ url }: { url: string }) {
  const text = useFeedText();
  const urlInput = useRef<HTMLInputElement>(null);
  const urlId = useId();

  async function copy(address: string) {
    if (await copyOrSelect(address, urlInput.current)) toast.success(text('copied'));
    else toast(text('copySelected'));
  }

  return (
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
        <MemberButton onClick={() => void copy(url)}>{text('copy')}</MemberButton>
      </div>
      <p className={styles.notice} role="status">
        {text('copyNow')}
      </p>
      <a className={styles.webcal} href={webcalOf(url)}>
        {text('webcal')}
      </a>
    </div>
  );
}
