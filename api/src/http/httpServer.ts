/**
 * The api's http server (issue 21): the head of a request must arrive within HEADERS_TIMEOUT_MS and the whole
 * request within REQUEST_TIMEOUT_MS (the body's own deadline is bodyDeadline.ts), checked every second, so a
 * slow-drip client cannot hold a connection for minutes. Idle kept-alive connections are not affected: the bff's
 * pooled sockets stay open for KEEP_ALIVE_TIMEOUT_MS.
 */
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, trackResponses } from '@amb/shared-contracts';
import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * How long the api keeps an idle kept-alive connection open. The bff keeps its connections to the api open (the
 * proxy's agent, the render threads' fetch): closing an idle one only after a minute, not Node's 5 s, leaves far
 * fewer moments in which a busy bff reuses a socket the api is closing (ECONNRESET).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  /** How often Node checks the two above. */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: HEADERS_TIMEOUT_MS,
  requestMs: REQUEST_TIMEOUT_MS,
  keepAliveMs: KEEP_ALIVE_TIMEOUT_MS,
  checkEveryMs: 1_000,
};

export function createApiServer(app: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    app,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Tracked responses: a graceful stop ends their connections with them (gracefulShutdown.ts).
  return trackResponses(server);
}
