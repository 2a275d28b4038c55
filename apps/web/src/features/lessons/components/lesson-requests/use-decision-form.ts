import type { TLessonRequestItem } from '@academy/contracts';
import { useId } from 'react';
import { useSingleFlight } from '@/components/form/use-single-flight';

/** What the page gives the approve and the reject modal. */
export type TDecisionModalProps = {
  request: TLessonRequestItem;
  onClose: () => void;
  /** Called once the decision is stored and announced; closes every modal. */
  onDecided: () => void;
};

/**
 * The form both decision modals start from. The footer sits outside the form and submits it by
 * id; a send stays pending through its announcement, after the mutation itself has settled.
 */
export function useDecisionForm(mutationPending: boolean) {
  const formId = useId();
  const flight = useSingleFlight();
  return { formId, run: flight.run, pending: flight.pending || mutationPending };
}
