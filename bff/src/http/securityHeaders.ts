import type { RequestHandler } from 'express';
import { HSTS_VALUE, PERMISSIONS_POLICY } from '@amb/shared-contracts';
import helmet from 'helmet';
import type { BffConfig } from '../config';
import { INLINE_SCRIPT_CSP_SOURCE } from '../rendering/document';

/** Origins of dev-server overrides set by REMOTE_OVERRIDES, which may serve scripts, styles and chunks. */
function overrideOrigins(config: BffConfig): string[] {
  return Object.values(config.remoteOverrides).flatMap((url) =>
    /^https?:/.test(url ?? '') ? [new URL(url).origin] : [],
  );
}

/**
 * Dev servers on this machine, any port: where a developer override set in the browser points
 * (README "Lokale Entwicklung"), in development mode only. CSP cannot name an IPv6 address, so [::1] is
 * not among them; the shell accepts override URLs on localhost and 127.0.0.1 only, for the same reason.
 */
const LOCAL_DEV_SERVERS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** Where scripts, styles, fonts, images and (hot-update, web socket) connections may come from besides our own origin. */
function extraSources(config: BffConfig): string[] {
  const origins = [...overrideOrigins(config), ...(config.mode === 'development' ? LOCAL_DEV_SERVERS : [])];
  return [...new Set(origins)];
}

/**
 * Helmet with the page's content security policy (our own origin plus the dev servers allowed in this mode), the
 * site's Permissions-Policy, and HSTS only on requests that came in over TLS (issue 21: never over plain http;
 * TRUST_PROXY decides whose X-Forwarded-Proto counts).
 */
export function securityHeaders(config: BffConfig): RequestHandler {
  const helmetHeaders = helmetFor(config);
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    helmetHeaders(req, res, next);
  };
}

function helmetFor(config: BffConfig): RequestHandler {
  const extra = extraSources(config);
  const allHttps = Object.values(config.origins).every((origin) => origin.startsWith('https:'));
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The page globals are type=application/json: data, never executed. The one inline script (the consent
        // marker and the early input, document.ts) is allowed by its hash, nothing else inline.
        scriptSrc: ["'self'", INLINE_SCRIPT_CSP_SOURCE, ...extra],
        styleSrc: ["'self'", "'unsafe-inline'", ...extra],
        imgSrc: ["'self'", 'data:', 'https:', ...extra],
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
    strictTransportSecurity: false,
    // Our own links carry their origin (the logout check of browsers without Fetch Metadata); others get none.
    referrerPolicy: { policy: 'same-origin' },
  });
}
