import http from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { API_PROXY_PREFIXES, API_ROUTES, MESSAGES } from '@amb/shared-contracts';
import type { BffConfig } from '../config';

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
 * Proxies the api families to API_URL. Mounted at the app level with a pathFilter (not under a mount
 * path, which Express would strip) so the full path reaches the api; cookies pass both ways untouched
 * (Cookie up, every Set-Cookie down) and X-Forwarded-Proto/-Host/-For tell the api the visitor's scheme.
 */
export function apiProxy(config: BffConfig): RequestHandler {
  return createProxyMiddleware<http.IncomingMessage, http.ServerResponse>({
    target: config.apiUrl,
    changeOrigin: false,
    xfwd: true,
    agent: new http.Agent({ keepAlive: true }),
    pathFilter: (pathname) => isProxiedPath(pathname),
    on: {
      error: (error, _req, res) => {
        console.error(`[bff] api nicht erreichbar: ${error.message}`);
        if (!(res instanceof http.ServerResponse)) {
          res.destroy();
          return;
        }
        if (res.headersSent) {
          res.end();
          return;
        }
        res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ error: { code: 'UPSTREAM_UNAVAILABLE', message: MESSAGES.apiUnavailable } }));
      },
    },
  }) as unknown as RequestHandler;
}
