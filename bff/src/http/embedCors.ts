import type { RequestHandler } from 'express';
import type { BffConfig } from '../config';
import { parseSiteId, siteOfRequest } from '../site';

/**
 * CORS for what other hosts embed (the fragments, the small cart the embedded header counts from): our three
 * sites' origins, and the embedding hosts the configuration names for the site asked for (EMBED_ORIGINS),
 * with the visitor's cookies. Any other origin gets no CORS headers, so its pages cannot read the answer.
 */
export function embedCors(config: BffConfig): RequestHandler {
  const ours = Object.values(config.origins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    const site = parseSiteId(req.query.site) ?? siteOfRequest(req, config);
    if (origin && (ours.includes(origin) || config.embedOrigins[site].includes(origin))) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Credentials', 'true');
      // helmet's default (same-site) would keep another site from embedding the answer.
      res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    if (req.method === 'OPTIONS') {
      res.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.set('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
