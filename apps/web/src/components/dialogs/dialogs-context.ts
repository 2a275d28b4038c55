import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** A yes/no question: the screen's question, and the button that goes ahead named by what it does. */
export type TQuestion = {
  question: string;
  /** What it does ("삭제", "취소 처리"); the plain "확인" when the question says it all. */
  confirmLabel?: string;
  /** What keeping things as they are is called; "취소" when left out. */
  cancelLabel?: string;
  /** Danger for deleting or taking back, primary for going ahead. */
  tone?: 'primary' | 'danger';
};

/** A notice the person reads and closes: a title, lead text and anything shown below it. */
export type TNotice = {
  title: string;
  description?: string;
  body?: ReactNode;
  doneLabel?: string;
};

export type TDialogs = {
  ask: (question: TQuestion) => Promise<boolean>;
  tell: (notice: TNotice) => Promise<void>;
};

export const DialogsContext = createContext<TDialogs | null>(null);

function useDialogs(): TDialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('The in-app dialogs need a DialogsProvider above them');
  return dialogs;
}

/**
 * The in-app replacement of the browser's confirm: `if (!(await ask({ question }))) return;` — resolves true
 * when the person presses the action, false on cancel, Escape, the close button or the overlay.
 */
export function useConfirm(): TDialogs['ask'] {
  return useDialogs().ask;
}

/** The in-app notice for what must be read before going on (a temporary password, shown once). */
export function useNotice(): TDialogs['tell'] {
  return useDialogs().tell;
}
