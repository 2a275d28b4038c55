/** A record with one entry per key; `valueOf` receives each key and its position among `keys`. */
export function recordOf<const TKey extends string, TValue>(
  keys: readonly TKey[],
  valueOf: (key: TKey, index: number) => TValue,
): Record<TKey, TValue> {
  // Object.fromEntries types its keys as string; every key of `keys` is given a value here.
  return Object.fromEntries(keys.map((key, index) => [key, valueOf(key, index)])) as Record<
    TKey,
    TValue
  >;
}
