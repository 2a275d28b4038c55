import { useId, useRef } from 'react';
import staff from '@/components/staff-area/Staff.module.css';
import { staffToast } from '@/components/staff-area/staff-toast';
import { format } from '@/i18n/format';
import { useStaffTextMessagesCopy } from '@/i18n/sections/staff-text-messages';
import { copyOrSelect } from '@/lib/clipboard';
import styles from './TextMessages.module.css';

/** One part of a template to register, shown as it must be typed, with a copy button. */
export function CopyBlock({ label, value }: { label: string; value: string }) {
  const copy = useStaffTextMessagesCopy().text;
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  async function copyValue() {
    if (await copyOrSelect(value, field.current)) staffToast.success(copy.copied);
    else staffToast.error(copy.copySelected);
  }

  return (
    <div className={styles.block}>
      <div className={styles.blockHeader}>
        <label htmlFor={id} className={styles.blockLabel}>
          {label}
        </label>
        <button
          type="button"
          className={staff.button}
          aria-label={format(copy.copyLabel, { part: label })}
          onClick={() => void copyValue()}
        >
          {copy.copy}
        </button>
      </div>
      <textarea
        id={id}
        ref={field}
        className={styles.text}
        value={value}
        readOnly
        rows={Math.min(value.split('\n').length, 14)}
      />
    </div>
  );
}
