import { pickText } from '@academy/contracts';
import { useId, useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLanguage } from '@/i18n/use-language';
import styles from './Modal.module.css';
import { MODAL_TEXT } from './modal-text';
import { useModalFocus } from './use-modal-focus';

export type TModalSize = 'sm' | 'md' | 'lg';

export type TModalProps = {
  open: boolean;
  /** Called on Escape, on a click on the overlay and by the close button. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Optional lead text, announced as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom (stacked on narrow screens). */
  footer?: ReactNode;
  size?: TModalSize;
  /** Receives focus when the modal opens; without it the dialog itself does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
};

/** The product's one modal dialog (docs/product/screens-and-routes.md shared pieces): closes on Escape or overlay click. */
export function Modal({ open, ...props }: TModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
}: Omit<TModalProps, 'open'>) {
  const { language } = useLanguage();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOverlay = useRef(false);
  const onKeyDown = useModalFocus(dialogRef, onClose, initialFocusRef);

  // A press that starts inside the dialog and ends on the overlay (selecting text) must not close.
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOverlay.current && event.target === event.currentTarget) onClose();
    pressedOverlay.current = false;
  };

  return createPortal(
    <div className={styles.overlay} onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]}`}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={pickText(MODAL_TEXT.close, language)}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children && <div className={styles.body}>{children}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
