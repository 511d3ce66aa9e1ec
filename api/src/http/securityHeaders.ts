/**
 * The api's security headers: helmet's defaults without its unconditional HSTS, the site's Permissions-Policy,
 * and HSTS only on requests that came in over TLS (issue 21; `trust proxy` decides whose X-Forwarded-Proto counts).
 */
import { HSTS_VALUE, PERMISSIONS_POLICY } from '@amb/shared-contracts';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

const helmetDefaults = helmet({ strictTransportSecurity: false });

export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
  helmetDefaults(req, res, next);
};
