import { inquiryOperations, type TInquiryAnswerNotice } from '@academy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { callOperation } from '@/lib/call-operation';

/** How long one answer is kept for the visit: the channel is switched by a deployment. */
const ANSWER_KEPT_MS = 5 * 60_000;

/** GET /contact/answer-notice: whether a guest can be told by 알림톡 when answered. */
export function getAnswerNotice(): Promise<TInquiryAnswerNotice> {
  return callOperation(inquiryOperations.getAnswerNotice);
}

/**
 * Asks whether the answer can be told, when the guest ticks the box and never on page load: the
 * guest pages stay light (docs/decisions/0008). The answer depends on the page's language (each
 * has its template) and is kept a while, so ticking again asks nothing.
 */
export function useAskAnswerNotice() {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  return useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: ['contact', 'answer-notice', language],
        queryFn: getAnswerNotice,
        staleTime: ANSWER_KEPT_MS,
      }),
    [queryClient, language],
  );
}
