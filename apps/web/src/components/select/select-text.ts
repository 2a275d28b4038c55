import type { TBilingualText } from '@academy/contracts';

/** The custom select's own words, kept beside it like the modal's (no dictionary entry needed). */
export const SELECT_TEXT = {
  placeholder: { ko: '선택', en: 'Select' },
} as const satisfies Record<string, TBilingualText>;
