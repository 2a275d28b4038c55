/**
 * Ends a command-line tool with `code` once its work is done and its database is closed.
 * PGlite and Prisma's schema engine leave 10-second timers behind after a database is closed, so
 * waiting for Node to run out of work kept every command about 10 seconds past its last line.
 * Writes to a pipe or a file are synchronous on Linux, so nothing printed is lost.
 */
export function exitWith(code: number): never {
  process.exit(code);
}
