import type { TBilingualText } from '@academy/contracts';

/**
 * The shared dialogs' own words, beside them like the modal's: a question's two answers when
 * the screen names neither, deleting's answer, and the button that closes a notice.
 */
export const DIALOG_TEXT = {
  cancel: { ko: '취소', en: 'Cancel' },
  confirm: { ko: '확인', en: 'OK' },
  done: { ko: '확인', en: 'OK' },
  delete: { ko: '삭제', en: 'Delete' },
} as const satisfies Record<string, TBilingualText>;
