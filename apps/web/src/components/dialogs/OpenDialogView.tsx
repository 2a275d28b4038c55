import { pickText } from '@academy/contracts';
import { useRef } from 'react';
import { Modal } from '@/components/modal/Modal';
import staff from '@/components/staff-area/Staff.module.css';
import { useLanguage } from '@/i18n/use-language';
import type { TNotice, TQuestion } from './dialogs-context';
import { DIALOG_TEXT } from './dialog-text';
import styles from './Dialogs.module.css';
import type { TOpenDialog } from './open-dialog';

const TONE_CLASSES = { primary: staff.primaryButton, danger: staff.dangerButton } as const;

/** The open question or notice, answered through `settle` (loaded when the first one opens). */
export default function OpenDialogView({
  dialog,
  settle,
}: {
  dialog: TOpenDialog;
  settle: (answer: () => void) => void;
}) {
  return dialog.kind === 'ask' ? (
    <QuestionDialog
      question={dialog.question}
      onAnswer={(yes) => settle(() => dialog.answer(yes))}
    />
  ) : (
    <NoticeDialog notice={dialog.notice} onClose={() => settle(dialog.answer)} />
  );
}

function QuestionDialog({
  question,
  onAnswer,
}: {
  question: TQuestion;
  onAnswer: (yes: boolean) => void;
}) {
  const { language } = useLanguage();
  // Focus starts on the safe answer: Enter right after opening keeps things as they are.
  const cancelRef = useRef<HTMLButtonElement>(null);
  // A question of several lines (what overlaps, what deleting takes with it) is headed by its first.
  const [title, ...lines] = question.question.split('\n');
  const detail = lines.join('\n').trim();
  return (
    <Modal
      open
      size="sm"
      title={title}
      onClose={() => onAnswer(false)}
      initialFocusRef={cancelRef}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className={staff.button}
            onClick={() => onAnswer(false)}
          >
            {question.cancelLabel ?? pickText(DIALOG_TEXT.cancel, language)}
          </button>
          <button
            type="button"
            className={TONE_CLASSES[question.tone ?? 'primary']}
            onClick={() => onAnswer(true)}
          >
            {question.confirmLabel ?? pickText(DIALOG_TEXT.confirm, language)}
          </button>
        </>
      }
    >
      {detail && <p className={styles.detail}>{detail}</p>}
    </Modal>
  );
}

function NoticeDialog({ notice, onClose }: { notice: TNotice; onClose: () => void }) {
  const { language } = useLanguage();
  return (
    <Modal
      open
      title={notice.title}
      description={notice.description}
      onClose={onClose}
      footer={
        <button type="button" className={staff.primaryButton} onClick={onClose}>
          {notice.doneLabel ?? pickText(DIALOG_TEXT.done, language)}
        </button>
      }
    >
      {notice.body}
    </Modal>
  );
}
