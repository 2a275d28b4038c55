/**
 * Prisma's PostgreSQL adapter runs a migration script by splitting it at every ";", so a
 * semicolon inside a comment or a string literal would break the statement around it (the
 * embedded database does not split, which hides the problem until PostgreSQL). Returns the
 * 1-based line numbers of such semicolons.
 */
export function linesWithUnsplittableSemicolons(sql: string): number[] {
  const found = new Set<number>();
  let line = 1;
  let inString = false;
  let inLineComment = false;
  for (let i = 0; i < sql.length; i += 1) {
    const char = sql[i];
    if (char === '\n') {
      line += 1;
      inLineComment = false;
    } else if (inLineComment) {
      if (char === ';') found.add(line);
    } else if (inString) {
      if (char === ';') found.add(line);
      if (char === "'") inString = false;
    } else if (char === '-' && sql[i + 1] === '-') {
      inLineComment = true;
    } else if (char === "'") {
      inString = true;
    }
  }
  return [...found];
}
