import { pickText } from '@academy/contracts';
import type { TBilingualText } from '@academy/contracts';
import { useLanguage } from '@/i18n/use-language';

/** A list row's status in the chosen language, read from the contracts' labels. */
export function useStatusLabel<TStatus extends string>(labels: Record<TStatus, TBilingualText>) {
  const { language } = useLanguage();
  return (item: { status: TStatus }) => pickText(labels[item.status], language);
}
