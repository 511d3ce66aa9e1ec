/**
 * Every error code the api and the bff answer with (`{ error: { code, message, fields? } }`), one style,
 * with the HTTP status each one goes out with.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  INVALID_SITE: 400,
  COMMON_PASSWORD: 400,
  RESET_INVALID: 400,
  INVITATION_INVALID: 400,
  LOGIN_REQUIRED: 401,
  WRONG_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  EMAIL_TAKEN: 409,
  EVENT_NOT_BOOKABLE: 409,
  EVENT_FULL: 409,
  BOOKING_LIMIT: 409,
  CART_CHANGED: 409,
  COMMITTEE_CONFLICT: 409,
  EVENT_NOT_ENDED: 409,
  BOOKING_NOT_CHANGEABLE: 409,
  FEEDBACK_EXISTS: 409,
  LAW_PARAGRAPH_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  UPSTREAM_UNAVAILABLE: 502,
  DATABASE_UNAVAILABLE: 503,
  RENDERER_UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
