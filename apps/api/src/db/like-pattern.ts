/**
 * `text` as a literal inside a LIKE/ILIKE pattern. Prisma's `contains` (and `startsWith`,
 * `endsWith`) puts the value into the pattern as it is, so a searched "%" or "_" would match
 * anything; PostgreSQL's default escape character is the backslash.
 */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
