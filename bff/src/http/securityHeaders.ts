import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { BffConfig } from '../config';

/** Origins of dev-server overrides, which may serve scripts, styles and chunks to the page. */
function overrideOrigins(config: BffConfig): string[] {
  return [
    ...new Set(
      Object.values(config.remoteOverrides).flatMap((url) => (/^https?:/.test(url ?? '') ? [new URL(url).origin] : [])),
    ),
  ];
}

/** Helmet with the page's content security policy: our own origin plus the dev-server overrides. */
export function securityHeaders(config: BffConfig): RequestHandler {
  const extra = overrideOrigins(config);
  const allHttps = Object.values(config.origins).every((origin) => origin.startsWith('https:'));
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The page globals are type=application/json: data, never executed, so no inline script is allowed.
        scriptSrc: ["'self'", ...extra],
        styleSrc: ["'self'", "'unsafe-inline'", ...extra],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:', ...extra],
        connectSrc: ["'self'", ...extra, ...extra.map((origin) => origin.replace(/^http/, 'ws'))],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: allHttps ? [] : null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Our own links carry their origin (the logout check of browsers without Fetch Metadata); others get none.
    referrerPolicy: { policy: 'same-origin' },
  });
}
