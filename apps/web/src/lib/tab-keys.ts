/**
 * The tab a key moves to in a row of `count` tabs (WAI-ARIA tabs: arrows wrap around, Home and
 * End go to the ends), or undefined for any other key.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  const targets: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  return targets[key];
}
