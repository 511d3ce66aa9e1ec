/**
 * Slow request bodies (issue 21): a body that has not fully arrived within its deadline (bodyTimeoutMs of
 * shared-contracts: uploads longer) gets a German 408 and its connection is closed, instead of holding a
 * connection and a body parser open for minutes. Node's own headersTimeout/requestTimeout (clientError.ts: createHttpServer) bound
 * the head and the whole request.
 */
import { BODY_TIMEOUTS, MESSAGES, bodyTimeoutMs, type BodyTimeouts } from '@amb/shared-contracts';
import type { RequestHandler } from 'express';

/** How long the client may still read the 408 before the connection is cut. */
const LINGER_MS = 1_000;

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

export function bodyDeadline(timeouts: BodyTimeouts = BODY_TIMEOUTS): RequestHandler {
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
        res
          .status(408)
          .set({ Connection: 'close', 'Cache-Control': 'no-store' })
          .json({ error: { code: 'REQUEST_TIMEOUT', message: MESSAGES.requestTimeout } });
      },
      bodyTimeoutMs(req.path, timeouts),
    );
    const stop = () => clearTimeout(timer);
    req.once('end', stop);
    req.once('close', stop);
    res.once('close', stop);
    next();
  };
}
