/**
 * Slow request bodies (issue 21): a body that has not fully arrived within its deadline (bodyTimeoutMs:
 * uploads longer) gets a German 408 and its connection is closed, instead of holding a connection and a body
 * parser open for minutes. Node's own headersTimeout/requestTimeout bound the head and the whole request.
 * Server-only, like requestLimits: the api and the bff mount the same middleware.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MESSAGES } from './messages';
import { BODY_TIMEOUTS, bodyTimeoutMs, type BodyTimeouts } from './requestLimits';

/** How long the client may still read the 408 before the connection is cut. */
const LINGER_MS = 1_000;

const hasBody = (headers: IncomingMessage['headers']) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/** The path of a request without its query (Express's `req.path`). */
const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0]!;

export function bodyDeadline(
  timeouts: BodyTimeouts = BODY_TIMEOUTS,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    if (req.complete || !hasBody(req.headers)) return next();
    const timer = setTimeout(
      () => {
        if (req.complete) return;
        const socket = req.socket;
        res.once('finish', () => {
          socket.end();
          setTimeout(() => socket.destroy(), LINGER_MS).unref();
        });
        if (res.headersSent) return socket.destroy();
        res.writeHead(408, {
          Connection: 'close',
          'Cache-Control': 'no-store',
          'Content-Type': 'application/json; charset=utf-8',
        });
        res.end(JSON.stringify({ error: { code: 'REQUEST_TIMEOUT', message: MESSAGES.requestTimeout } }));
      },
      bodyTimeoutMs(pathOf(req), timeouts),
    );
    const stop = () => clearTimeout(timer);
    req.once('end', stop);
    req.once('close', stop);
    res.once('close', stop);
    next();
  };
}
