import { DATE_FORMATS, POLICY_EFFECTIVE_DATE } from '@academy/contracts';
import { format, parseISO } from 'date-fns';
import type { TLanguage } from '@/i18n/language';

// Legal text spells the month out in full ("20 August 2025") rather than abbreviating it.
const EFFECTIVE_DATE_FORMAT: Record<TLanguage, string> = {
  KOR: DATE_FORMATS.DISPLAY_DATE_KO,
  ENG: 'd MMMM yyyy',
};

/** The date both policies take effect (docs/product/constants.md), as people write it in each language. */
export function formatEffectiveDate(language: TLanguage): string {
  return format(parseISO(POLICY_EFFECTIVE_DATE), EFFECTIVE_DATE_FORMAT[language]);
}
