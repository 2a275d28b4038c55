import { ERROR_STATUS, type TBilingualText, type TErrorCode } from '@academy/contracts';

/**
 * The one error type the API throws on purpose. Its code (from the contracts' closed set)
 * decides the HTTP status; the error middleware answers the envelope with the code and the text
 * in the caller's language. Anything else becomes a 500 without details.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: TErrorCode,
    readonly text: TBilingualText,
    readonly data: unknown = null,
  ) {
    super(text.en);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}
