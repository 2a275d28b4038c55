/** The longest error text an outbox row keeps (its `last_error` column). */
export const STORED_ERROR_MAX_LENGTH = 1000;

/** What an error says, for a log line or a row: its message, or the thrown value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
