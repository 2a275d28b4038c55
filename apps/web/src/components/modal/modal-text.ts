import type { TBilingualText } from '@academy/contracts';

/**
 * The modal's own words. Kept beside the component, like the contracts' bilingual labels, so
 * the shared modal needs no entry in a feature's dictionary section.
 */
export const MODAL_TEXT = {
  close: { ko: '닫기', en: 'Close' },
} as const satisfies Record<string, TBilingualText>;
