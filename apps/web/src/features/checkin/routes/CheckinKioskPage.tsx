import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CHECKIN_LIMITS } from '@academy/contracts';
import type { TCheckinResult } from '@academy/contracts';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useCheckinCopy } from '@/i18n/sections/checkin';
import { errorMessageOf } from '@/lib/api-error';
import { useCheckIn } from '../api/check-in';
import styles from './Checkin.module.css';

/** How long the confirmation stays before the kiosk is ready for the next student. */
export const CONFIRMATION_MS = 5000;
const LENGTH = CHECKIN_LIMITS.CODE_LENGTH;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

type TState =
  | { kind: 'typing' }
  | { kind: 'done'; result: TCheckinResult }
  | { kind: 'failed'; message: string };

/** The code typed so far, and what typing, sending and the answers do to it. */
function useKiosk() {
  const copy = useCheckinCopy().kiosk;
  const mutation = useCheckIn();
  const { mutateAsync, isPending: sending } = mutation;
  // The ref is what key presses read, so that two quick presses never see one old code.
  const typed = useRef('');
  const [code, setCode] = useState('');
  const [state, setState] = useState<TState>({ kind: 'typing' });
  const update = useCallback((next: string) => {
    typed.current = next;
    setCode(next);
  }, []);

  const send = useCallback(
    async (full: string) => {
      try {
        const { data } = await mutateAsync(full);
        setState({ kind: 'done', result: data });
      } catch (error) {
        setState({ kind: 'failed', message: errorMessageOf(error, copy.failed) });
      }
      update('');
    },
    [mutateAsync, copy.failed, update],
  );

  const press = useCallback(
    (digit: string) => {
      if (sending || typed.current.length >= LENGTH) return;
      const next = typed.current + digit;
      update(next);
      setState((current) => (current.kind === 'typing' ? current : { kind: 'typing' }));
      // The fourth digit sends the code: a student need not find another key.
      if (next.length === LENGTH) void send(next);
    },
    [sending, send, update],
  );
  const erase = useCallback(() => update(typed.current.slice(0, -1)), [update]);
  const clear = useCallback(() => {
    update('');
    setState({ kind: 'typing' });
  }, [update]);

  // The confirmation clears itself, ready for the next student.
  useEffect(() => {
    if (state.kind !== 'done') return;
    const timer = window.setTimeout(() => setState({ kind: 'typing' }), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return { code, state, sending, press, erase, clear };
}

/** Digits, Backspace and Escape from a keyboard work as the keypad does. */
function useKeyboard(kiosk: ReturnType<typeof useKiosk>) {
  const { press, erase, clear } = kiosk;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (/^[0-9]$/.test(event.key)) press(event.key);
      else if (event.key === 'Backspace') erase();
      else if (event.key === 'Escape') clear();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [press, erase, clear]);
}

/**
 * /checkin: the front-desk tablet's full-screen kiosk (docs/product/checkin.md), opened by staff
 * in their session. The student types their four-digit code on the keypad (or a keyboard); the
 * fourth digit sends it; a big confirmation names them by their given name and clears itself.
 */
export function CheckinKioskPage() {
  const copy = useCheckinCopy().kiosk;
  const kiosk = useKiosk();
  useKeyboard(kiosk);
  const { code, state, sending } = kiosk;

  return (
    <main className={styles.kiosk} aria-labelledby="checkin-title">
      <header className={styles.header}>
        <h1 id="checkin-title" className={styles.title}>
          {copy.title}
        </h1>
        <Link className={styles.exit} to={paths.staff.dashboard} aria-label={copy.exit}>
          ×
        </Link>
      </header>
      <div className={styles.status} role="status" aria-live="polite">
        {state.kind === 'done' ? <Confirmation result={state.result} /> : null}
      </div>
      {state.kind !== 'done' && (
        <>
          <p className={styles.lead}>{copy.lead}</p>
          <div className={styles.code} aria-label={copy.codeLabel} role="group">
            {Array.from({ length: LENGTH }, (_, i) => (
              <span key={i} className={styles.cell} data-filled={i < code.length}>
                {i < code.length ? '•' : ''}
              </span>
            ))}
          </div>
          <p className={styles.error} role="alert">
            {state.kind === 'failed' ? state.message : sending ? copy.sending : ''}
          </p>
          <Keypad kiosk={kiosk} />
        </>
      )}
    </main>
  );
}

function Confirmation({ result }: { result: TCheckinResult }) {
  const copy = useCheckinCopy().kiosk;
  const template = result.outcome === 'checked_in' ? copy.checkedIn : copy.alreadyCheckedIn;
  return (
    <div className={styles.confirmation}>
      <p className={styles.confirmed}>{format(template, { name: result.displayName })}</p>
      <p className={styles.lessonAt}>{format(copy.lessonAt, { time: result.startTime })}</p>
    </div>
  );
}

function Keypad({ kiosk }: { kiosk: ReturnType<typeof useKiosk> }) {
  const copy = useCheckinCopy().kiosk;
  const { press, erase, clear, sending } = kiosk;
  return (
    <div className={styles.keypad} role="group" aria-label={copy.keypadLabel}>
      {DIGITS.map((digit) => (
        <button
          key={digit}
          type="button"
          className={styles.key}
          disabled={sending}
          onClick={() => press(digit)}
        >
          {digit}
        </button>
      ))}
      <button type="button" className={styles.key} onClick={clear} disabled={sending}>
        {copy.clear}
      </button>
      <button type="button" className={styles.key} onClick={() => press('0')} disabled={sending}>
        0
      </button>
      <button
        type="button"
        className={styles.key}
        onClick={erase}
        disabled={sending}
        aria-label={copy.backspace}
      >
        ⌫
      </button>
    </div>
  );
}
