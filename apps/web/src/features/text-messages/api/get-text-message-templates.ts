import { textMessageTemplateOperations } from '@academy/contracts';
import type { TTextMessageTemplateList } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export const staffTextMessageTemplatesQueryKey = ['staff', 'text-message-templates'] as const;

/** GET /text-message-templates: every template, what to register and its state at the provider. */
export function getTextMessageTemplates(): Promise<TTextMessageTemplateList> {
  return callOperation(textMessageTemplateOperations.listTextMessageTemplates);
}

export function useTextMessageTemplates() {
  return useQuery({
    queryKey: staffTextMessageTemplatesQueryKey,
    queryFn: getTextMessageTemplates,
  });
}
