export const ELLIPSIS = '...';

/**
 * Shortens `text` to `max` characters plus an ellipsis once it is longer than `threshold`
 * (defaults to `max`). docs/product/constants.md: preferred time is cut to 30 only when longer than 40.
 */
export function cutText(text: string, max: number, threshold: number = max): string {
  const characters = Array.from(text);
  if (characters.length <= threshold) return text;
  return `${characters.slice(0, max).join('')}${ELLIPSIS}`;
}
