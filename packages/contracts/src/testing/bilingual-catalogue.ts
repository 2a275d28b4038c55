import { expect } from 'vitest';
import type { TBilingualText } from '../common/language';

/** Test helper: every entry of a message catalogue has non-empty Korean and English text. */
export function expectEveryTextInBothLanguages(catalogue: Record<string, TBilingualText>): void {
  for (const [key, text] of Object.entries(catalogue)) {
    expect(text.ko.trim(), key).not.toBe('');
    expect(text.en.trim(), key).not.toBe('');
  }
}
