import type { ReactNode, Ref } from 'react';
import { useT } from '@/i18n/use-language';
import styles from './Sidebar.module.css';

type TSidebarProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  panelRef: Ref<HTMLDivElement>;
  children: ReactNode;
};

/** The mobile menu panel. Open/close behaviour lives in `useSidebar`. */
export function Sidebar({ id, open, onClose, panelRef, children }: TSidebarProps) {
  const t = useT();
  return (
    <>
      {open && <div className={styles.backdrop} aria-hidden="true" />}
      <div id={id} ref={panelRef} className={styles.panel} hidden={!open}>
        <div className={styles.top}>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t.common.closeMenu}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </>
  );
}
