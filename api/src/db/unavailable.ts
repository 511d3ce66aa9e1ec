/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong": a restart
 * or failover of PostgreSQL (the server ends its sessions, refuses new ones while it starts), a network cut,
 * or no free connection within the pool's connect timeout. The client gets a German 503 and may try again;
 * everything else stays a 500.
 */

/** Node's socket errors of a connection that is refused, cut or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown (a fast or smart shutdown ends the session),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages node-postgres gives a lost connection or a pool that found none in time (they carry no code). */
const PG_CLIENT_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /Connection terminated unexpectedly/,
];

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}

/** Duck-typed: errors of Node's own modules are not `instanceof` the Error of every realm (a test's vm context). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { message, code, cause } = error as ErrorLike;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && PG_CLIENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A failed rollback after a lost connection reports the original cause.
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
