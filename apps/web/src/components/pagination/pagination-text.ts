import type { TBilingualText } from '@academy/contracts';

/** The pager's own words, kept beside it like the modal's (no dictionary entry needed). */
export const PAGINATION_TEXT = {
  label: { ko: '페이지 이동', en: 'Pages' },
  previous: { ko: '이전 페이지', en: 'Previous page' },
  next: { ko: '다음 페이지', en: 'Next page' },
  // The digit stands apart in both languages: a button showing "2" must be named with "2" as a
  // word of its own (WCAG 2.5.3, label in name).
  page: { ko: '{page} 페이지', en: 'Page {page}' },
} as const satisfies Record<string, TBilingualText>;
