import { STATUS_CODES, createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  HEADERS_TIMEOUT_MS,
  METHOD_NOT_ALLOWED,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  trackResponses,
  type ErrorCode,
} from '@amb/shared-contracts';

interface ParserError extends Error {
  code?: string;
}

/** Status, code, message and extra headers for what Node's http parser refuses before Express sees it. */
function answerFor(error: ParserError): { status: number; code: ErrorCode; message: string; headers: string[] } {
  switch (error.code) {
    // The whole request head (request line included) is over Node's 16 KB.
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'HEADERS_TOO_LARGE', message: MESSAGES.headersTooLarge, headers: [] };
    // A method token llhttp does not know at all (TRACK and the like).
    case 'HPE_INVALID_METHOD':
      return { ...METHOD_NOT_ALLOWED, headers: [`Allow: ${METHOD_NOT_ALLOWED.allow}`] };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'REQUEST_TIMEOUT', message: MESSAGES.requestTimeout, headers: [] };
    default:
      return { status: 400, code: 'BAD_REQUEST', message: MESSAGES.badRequest, headers: [] };
  }
}

/** How long a refused connection may linger for the client to read the answer before it is cut. */
const LINGER_MS = 5_000;

/**
 * The server's `clientError`: a complete HTTP response with a German JSON body instead of Node's bare status
 * line, then the connection closes. Nothing is written once a response on this connection has begun.
 */
export function answerClientError(error: ParserError, socket: Duplex): void {
  // Node's own guard: a response of this connection already on the wire must not be corrupted.
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, code, message, headers } = answerFor(error);
  const body = JSON.stringify({ error: { code, message } });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    ...headers,
    'Connection: close',
  ];
  // end() half-closes: the rest of an oversized request is still read, so the client gets the answer
  // instead of a reset; a client that never closes its side is cut after LINGER_MS.
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  const linger = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(linger));
}

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  /** How often Node checks the two above. */
  checkEveryMs: number;
}

/**
 * Slow clients (issue 21): the head within HEADERS_TIMEOUT_MS, the whole request within REQUEST_TIMEOUT_MS (the
 * body's own deadline is bodyDeadline.ts), checked every second; a timeout is answered with a German 408 below.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: HEADERS_TIMEOUT_MS,
  requestMs: REQUEST_TIMEOUT_MS,
  checkEveryMs: 1_000,
};

/** The bff's http server: the app plus timeouts and German answers for requests the parser refuses. */
export function createHttpServer(app: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  const options = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
  // Tracked responses: a graceful stop ends their connections with them (gracefulShutdown.ts).
  return trackResponses(createServer(options, app).on('clientError', answerClientError));
}
