import type { TBilingualText } from '@academy/contracts';

/**
 * The one error type the API throws on purpose. The error middleware turns it into the
 * response envelope in the caller's language; anything else becomes a 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly text: TBilingualText,
    readonly data: unknown = null,
  ) {
    super(text.en);
    this.name = 'AppError';
  }
}
