import type { Request } from 'express';
import type { BffConfig } from '../config';

function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The configured site origins and the origin this request was addressed to. */
function ourOrigins(req: Request, config: BffConfig): Set<string> {
  const origins = new Set(Object.values(config.origins));
  if (req.headers.host) origins.add(`${req.protocol}://${req.headers.host.toLowerCase()}`);
  return origins;
}

export interface SourceRule {
  /** Also accept a navigation the user started themselves (typed address, bookmark): Sec-Fetch-Site `none`. */
  allowUserInitiated: boolean;
}

/**
 * Whether a request came from one of our own pages. Fetch Metadata decides when the browser sends it
 * (`same-origin`, or `none` when allowed); older browsers are judged by Origin, else Referer, which a
 * page of another site can suppress but never set to ours.
 */
export function comesFromOurPages(req: Request, config: BffConfig, rule: SourceRule): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || (rule.allowUserInitiated && fetchSite === 'none');
  const source = req.get('origin') ?? req.get('referer');
  const origin = source === undefined ? null : originOf(source);
  return origin !== null && ourOrigins(req, config).has(origin);
}
