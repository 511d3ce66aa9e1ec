import http from 'node:http';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { API_PROXY_PREFIXES, API_ROUTES, MESSAGES, type ErrorCode } from '@amb/shared-contracts';
import type { BffConfig } from '../config';
import { replaceForwardingHeaders } from '../upstream/forwarding';
import { ProxyDeadlines, UpstreamTimeoutError } from '../upstream/proxyDeadline';

/**
 * The api families, plus the small cart the header fetches from its shared-modules URL and the account
 * calls under /kundenportal (every other /kundenportal path is an mf_account page the documents render).
 */
export const PROXIED_PREFIXES: readonly string[] = [
  ...new Set<string>([
    ...API_PROXY_PREFIXES,
    API_ROUTES.smallCart.path,
    API_ROUTES.currentUser.path,
    API_ROUTES.userToken.path,
    API_ROUTES.committeeUsers.path,
    API_ROUTES.localLogin.path,
    API_ROUTES.loginTarget.path,
    API_ROUTES.loginTargetGet.path,
  ]),
];

export function isProxiedPath(pathname: string): boolean {
  return PROXIED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Connection-level (hop-by-hop) headers of the browser's connection are not the api connection's: a
 * forwarded `Connection: close` would make the api close every pooled socket after one answer.
 */
function dropHopByHopHeaders(req: http.IncomingMessage): void {
  const named = String(req.headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of [...named, 'connection', 'keep-alive', 'proxy-connection']) delete req.headers[name];
}

/** An editor's write under /manage (issue 13): a page cached before it would show the old text. */
const MANAGE_API_PREFIX = '/api/manage/';
const savesContent = (req: Request) =>
  req.method !== 'GET' && req.method !== 'HEAD' && req.path.startsWith(MANAGE_API_PREFIX);

function sendJsonError(res: http.ServerResponse, status: number, code: ErrorCode, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ error: { code, message } }));
}

function sendTimeout(res: http.ServerResponse): void {
  sendJsonError(res, 504, 'UPSTREAM_TIMEOUT', MESSAGES.apiTimeout);
}

/**
 * Proxies the api families to API_URL. Mounted at the app level (not under a mount path, which Express
 * would strip) so the full path reaches the api; cookies pass both ways untouched (Cookie up, every
 * Set-Cookie down) and the bff's own X-Forwarded-Proto/-Host/-For tell the api the visitor's scheme and
 * address (src/upstream/forwarding.ts). Each call has a deadline (API_PROXY_TIMEOUT_MS, 504) and the api
 * gets at most API_MAX_SOCKETS connections: a slow api makes calls fail fast instead of piling up sockets
 * on both sides. `contentSaved` runs with the method and path of an editor's successful write under /api/manage
 * (the documents that show what it changed are purged: the law page shows the new text at once); `sessionWrites`
 * before and after every other write (the session's cached answer is dropped: a logout, a new name show at once).
 */
export interface ProxyHooks {
  /** After an editor's successful write under /api/manage: its method and path. */
  contentSaved?: (method: string, path: string) => void;
  /** A request that may change who its session is or what it holds (any but GET/HEAD): before and after it. */
  sessionWrites?: (req: Request) => void;
}

export function apiProxy(config: BffConfig, hooks: ProxyHooks = {}): RequestHandler {
  const { contentSaved = () => {}, sessionWrites = () => {} } = hooks;
  const deadlines = new ProxyDeadlines(config.apiProxyTimeoutMs, (req, res) => {
    console.error(`[bff] api antwortet nicht rechtzeitig (kein freier Socket): ${req.method} ${req.url}`);
    sendTimeout(res);
  });
  const proxy = createProxyMiddleware<http.IncomingMessage, http.ServerResponse>({
    target: config.apiUrl,
    changeOrigin: false,
    // http-proxy's xfwd would append to the client's X-Forwarded-*; replaceForwardingHeaders sets them.
    xfwd: false,
    agent: new http.Agent({
      keepAlive: true,
      maxSockets: config.apiMaxSockets,
      maxFreeSockets: config.apiMaxFreeSockets,
    }),
    on: {
      proxyReq: (upstream, req, res) => {
        deadlines.attach(req, upstream);
        // Answered before the client's body was complete (the body deadline's 408): the api's request is given up
        // too, instead of waiting for a body that no longer comes.
        res.once('finish', () => {
          if (!req.complete) upstream.destroy();
        });
      },
      error: (error, req, res) => {
        if (deadlines.answered(req)) return;
        const timedOut = error instanceof UpstreamTimeoutError;
        console.error(
          timedOut
            ? `[bff] api antwortet nicht rechtzeitig: ${req.method} ${req.url}`
            : `[bff] api nicht erreichbar: ${error.message}`,
        );
        if (!(res instanceof http.ServerResponse)) {
          res.destroy();
          return;
        }
        // A cut-off answer must not look complete to the browser.
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (timedOut) sendTimeout(res);
        else sendJsonError(res, 502, 'UPSTREAM_UNAVAILABLE', MESSAGES.apiUnavailable);
      },
    },
  }) as unknown as RequestHandler;
  return (req: Request, res, next) => {
    if (!isProxiedPath(req.path)) {
      next();
      return;
    }
    if (savesContent(req)) {
      const { method, path } = req;
      res.on('finish', () => {
        if (res.statusCode < 300) contentSaved(method, path);
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Before: no page asked meanwhile gets the old answer; after: none asked during the write keeps it.
      sessionWrites(req);
      res.on('close', () => sessionWrites(req));
    }
    dropHopByHopHeaders(req);
    replaceForwardingHeaders(req);
    deadlines.start(req, res);
    void proxy(req, res, next);
  };
}
