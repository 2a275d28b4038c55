import type { Ref } from 'react';
import { useT } from '@/i18n/use-language';
import styles from './MenuButton.module.css';

type TMenuButtonProps = {
  expanded: boolean;
  controls: string;
  onClick: () => void;
  buttonRef: Ref<HTMLButtonElement>;
};

export function MenuButton({ expanded, controls, onClick, buttonRef }: TMenuButtonProps) {
  const t = useT();
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.button}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={t.common.menu}
      onClick={onClick}
    >
      <span className={styles.bars} aria-hidden="true" />
    </button>
  );
}
