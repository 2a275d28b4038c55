import { z } from 'zod';

/**
 * Every reason the API gives for refusing a call, with the HTTP status it answers. The code
 * travels in the failure envelope beside the translated message, so a client can branch on
 * the reason without reading text; the set is closed so that both sides agree on it.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  CURRENT_PASSWORD_INCORRECT: 400,
  VERIFICATION_CODE_INVALID: 400,
  RESET_TOKEN_INVALID: 400,
  EMAIL_CHANGE_LINK_INVALID: 400,
  AUTHENTICATION_REQUIRED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_NOT_ACTIVE: 401,
  SESSION_EXPIRED: 401,
  ACCESS_DENIED: 403,
  FOREIGN_ORIGIN: 403,
  NOT_OWN_RESOURCE: 403,
  ADMIN_ONLY: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  INQUIRY_PASSWORD_MISMATCH: 403,
  NOT_FOUND: 404,
  CHECKIN_CODE_UNKNOWN: 404,
  ACCOUNT_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  LOGIN_ID_TAKEN: 409,
  SLOT_TAKEN: 409,
  MEMBER_EXISTS: 409,
  REQUEST_ALREADY_DECIDED: 409,
  STATUS_TRANSITION_REFUSED: 409,
  LESSON_GONE: 409,
  DATE_ALREADY_MOVED: 409,
  SCHEDULE_CHANGE_DUPLICATE: 409,
  SCHEDULE_CHANGE_PENDING: 409,
  PRACTICE_LIMIT_REACHED: 409,
  BOOKING_NOT_CANCELLABLE: 409,
  CLOSURE_EXISTS: 409,
  ONEDAY_CLASS_IN_CALENDAR: 409,
  DATE_CLOSED: 409,
  NOTICE_TOO_LATE: 409,
  NOTICE_ALREADY_GIVEN: 409,
  NOTICE_CREDIT_SPENT: 409,
  NO_MAKEUP_CREDIT: 409,
  MAKEUP_CAP_REACHED: 409,
  LESSON_DAY_TAKEN: 409,
  OWN_HOUR_TAKEN: 409,
  USER_NOT_DELETABLE: 409,
  STAFF_NOT_DELETABLE: 409,
  LAST_ADMIN: 409,
  FAMILY_LINK_REFUSED: 409,
  DELETION_REQUEST_OPEN: 409,
  NO_LESSON_TODAY: 409,
  CHECKIN_CODES_EXHAUSTED: 409,
  TEMPLATE_NOT_APPROVED: 409,
  TEXT_CHANNEL_OFF: 409,
  PAUSE_OVERLAP: 409,
  PAUSE_LIMIT_REACHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_ENCODING: 415,
  INQUIRY_LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;
export type TErrorStatus = (typeof ERROR_STATUS)[TErrorCode];

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]];
export const ZErrorCode = z.enum(ERROR_CODES);

export function errorStatusOf(code: TErrorCode): TErrorStatus {
  return ERROR_STATUS[code];
}

/** The code a bare status stands for, where the HTTP layer refuses a call before any handler. */
export function genericErrorCodeOf(status: number): TErrorCode {
  switch (status) {
    case 401:
      return 'AUTHENTICATION_REQUIRED';
    case 403:
      return 'ACCESS_DENIED';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_ENCODING';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}
