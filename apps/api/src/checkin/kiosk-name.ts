const HANGUL_NAME = /^[가-힣]{3,4}$/;

/**
 * What the kiosk may show of a member's name (docs/product/checkin.md): the screen faces the
 * waiting room, so the given name only. A Korean name of three or four syllables loses its
 * one-syllable family name (김하준 → 하준); a name in Latin letters keeps its first word; any
 * other name is shown as it is.
 */
export function kioskName(name: string): string {
  const trimmed = name.trim();
  if (HANGUL_NAME.test(trimmed)) return trimmed.slice(1);
  const [first] = trimmed.split(/\s+/);
  return first && /^[A-Za-z]/.test(first) ? first : trimmed;
}
