import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { DialogsContext } from './dialogs-context';
import type { TDialogs } from './dialogs-context';
import type { TOpenDialog } from './open-dialog';

// The dialogs themselves (the modal, its styles) load the first time one opens: guest pages,
// which never ask anything, do not carry them (the guest bundle budget, docs/performance.md).
const OpenDialogView = lazy(() => import('./OpenDialogView'));

/**
 * The app's one place for questions and notices (docs/decisions/0052): hooks ask with
 * `useConfirm()` and tell with `useNotice()`, this renders them in the product's modal. Dialogs
 * opened together wait their turn, so no answer is lost.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<TOpenDialog[]>([]);
  const open = useCallback((dialog: TOpenDialog) => setQueue((all) => [...all, dialog]), []);
  const dialogs = useMemo<TDialogs>(
    () => ({
      ask: (question) => new Promise((resolve) => open({ kind: 'ask', question, answer: resolve })),
      tell: (notice) => new Promise((resolve) => open({ kind: 'tell', notice, answer: resolve })),
    }),
    [open],
  );
  const current = queue[0];
  const settle = (answer: () => void) => {
    setQueue((all) => all.slice(1));
    answer();
  };
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <OpenDialogView dialog={current} settle={settle} />
        </Suspense>
      )}
    </DialogsContext.Provider>
  );
}
