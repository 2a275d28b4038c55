import { pickText } from '@academy/contracts';
import { useConfirm } from '@/components/dialogs/dialogs-context';
import { DIALOG_TEXT } from '@/components/dialogs/dialog-text';
import { useLanguage } from '@/i18n/use-language';
import { toastOutcome } from './staff-toast';
import { usePerItemFlight } from './use-per-item-flight';

type TConfirmedDelete<TItem> = {
  idOf: (item: TItem) => number;
  question: (item: TItem) => string;
  /** Deletes; resolves with the server's message, empty when it sent none. */
  send: (item: TItem) => Promise<string>;
  deletedText: string;
  failedText: string;
};

/**
 * Deleting from a staff list: asked first, one deletion per row at a time, the outcome as a
 * toast (the server's text when it sent one).
 */
export function useConfirmedDelete<TItem>(options: TConfirmedDelete<TItem>) {
  const deletion = usePerItemFlight();
  const ask = useConfirm();
  const { language } = useLanguage();
  const remove = async (item: TItem) => {
    const question = options.question(item);
    const confirmLabel = pickText(DIALOG_TEXT.delete, language);
    if (!(await ask({ question, confirmLabel, tone: 'danger' }))) return;
    await deletion.run(options.idOf(item), () =>
      toastOutcome(
        options.send(item),
        (message) => message || options.deletedText,
        options.failedText,
      ),
    );
  };
  return { deletingIds: deletion.busyIds, remove };
}
