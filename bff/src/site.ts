import type { Request } from 'express';
import { SITE_IDS, type SiteId } from '@amb/shared-contracts';
import type { BffConfig } from './config';

/**
 * The site a request is for: the Host header (SITE_HOSTS or a site's origin) first, then the local
 * port the request arrived on; the main site when neither is known.
 */
export function siteOfRequest(req: Request, config: BffConfig): SiteId {
  const host = (req.headers.host ?? '').toLowerCase();
  const byHost = config.siteHosts[host] ?? config.siteHosts[host.replace(/:\d+$/, '')];
  if (byHost) return byHost;
  const localPort = req.socket.localPort;
  const byPort = SITE_IDS.find((site) => config.ports[site] !== 0 && config.ports[site] === localPort);
  return byPort ?? 'main';
}

export function parseSiteId(value: unknown): SiteId | null {
  return typeof value === 'string' && (SITE_IDS as string[]).includes(value) ? (value as SiteId) : null;
}
