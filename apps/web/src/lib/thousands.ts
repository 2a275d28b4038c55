/**
 * 170000 -> "170,000": comma grouping, as both ko-KR and en-US write whole won amounts.
 * Not `toLocaleString`, which builds an ICU number formatter on every call: tens of
 * milliseconds on a slow phone while the first page renders (docs/performance.md).
 */
export function formatThousands(amount: number): string {
  const [whole = '', fraction] = String(amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
