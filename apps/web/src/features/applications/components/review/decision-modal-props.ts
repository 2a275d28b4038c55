import type { TLessonApplicationItem } from '@academy/contracts';

/** What the page gives the approve and the reject modal. */
export type TDecisionModalProps = {
  request: TLessonApplicationItem;
  onClose: () => void;
  /** Called once the decision is stored and announced; closes every modal. */
  onDecided: () => void;
};
