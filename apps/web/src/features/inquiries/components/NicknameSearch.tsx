import { TEXT_LIMITS } from '@academy/contracts';
import { useId, useState } from 'react';
import type { Ref } from 'react';
import { useT } from '@/i18n/use-language';
import styles from './Inquiries.module.css';

type TNicknameSearchProps = {
  /** The nickname searched now ('' for none); the box starts with it. */
  value: string;
  onSearch: (nickname: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** The board's search box: a guest finds their own inquiry by (part of) its nickname. */
export function NicknameSearch({ value, onSearch, inputRef }: TNicknameSearchProps) {
  const t = useT();
  const copy = t.inquiries.check;
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState(value);
  // The search can change without the box (back, forward, "show all"): the box follows it.
  const [searched, setSearched] = useState(value);
  if (searched !== value) {
    setSearched(value);
    setText(value);
  }

  return (
    <form
      role="search"
      aria-label={copy.searchLabel}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className={styles.searchLabel}>
        {copy.searchLabel}
      </label>
      <div className={styles.searchRow}>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="nickname"
          className={styles.searchInput}
          value={text}
          maxLength={TEXT_LIMITS.NICKNAME}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.searchButton}>
          {copy.searchButton}
        </button>
      </div>
      <p id={hintId} className={styles.muted}>
        {copy.searchHint}
      </p>
    </form>
  );
}
