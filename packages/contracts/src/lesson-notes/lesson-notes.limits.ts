/**
 * Bounds of a lesson note (docs/product/lesson-notes.md): the piece or rudiment, the homework and
 * the link, in characters; the member reads their notes PAGE_SIZE at a time.
 */
export const LESSON_NOTE_LIMITS = {
  PIECE: 100,
  HOMEWORK: 500,
  LINK: 300,
  PAGE_SIZE: 10,
} as const;
