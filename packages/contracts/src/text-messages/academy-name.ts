import type { TBilingualText } from '../common/language';

/**
 * The academy's name as its text messages sign them (`#{academy}`, at most 30 characters), in
 * each template's language; the web's screens name it in their own dictionaries.
 */
export const ACADEMY_NAME = {
  ko: '드럼 아카데미',
  en: 'Drum Academy',
} as const satisfies TBilingualText;
