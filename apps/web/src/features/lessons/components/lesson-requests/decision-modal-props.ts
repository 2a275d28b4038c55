import type { TLessonRequestItem } from '@academy/contracts';

/** What the page gives the approve and the reject modal. */
export type TDecisionModalProps = {
  request: TLessonRequestItem;
  onClose: () => void;
  /** Called once the decision is stored and announced; closes every modal. */
  onDecided: () => void;
};
