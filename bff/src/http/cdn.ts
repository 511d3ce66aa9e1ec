import type { Response } from 'express';
import type { SiteId } from '@amb/shared-contracts';
import type { BffConfig } from '../config';
import { DOCUMENT_TAG, siteTag } from '../rendering/documentTags';

/**
 * A document the same for every visitor without a session: a CDN keeps it for a minute and, while it fetches a
 * new one, may answer with the old one for five more (or for a day when the bff fails); a browser asks again
 * every time (max-age=0), a question a 304 answers. A deploy or an editor's save purges it at once (CdnPurge).
 */
export const SHARED_DOCUMENT_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
/** What depends on the visitor's session (a member's page, or any answer with their cookies): theirs alone. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';
/** An error page: nobody keeps it. */
export const NO_STORE = 'no-store';

/** A shared document's cache headers: the tags a purge names, for the two header names CDNs read. */
export function setSharedCacheHeaders(res: Response, tags: readonly string[]): void {
  res.set('Cache-Control', SHARED_DOCUMENT_CACHE_CONTROL);
  // Fastly: space-separated; Cloudflare and Akamai: comma-separated. Neither reaches the browser from those CDNs.
  res.set('Surrogate-Key', tags.join(' '));
  res.set('Cache-Tag', tags.join(','));
}

/** How often the registry is looked at for a deploy a CDN must hear of (only with a purge hook). */
const DEPLOY_POLL_MS = 1_000;

/**
 * The purge hook of a CDN in front of the bff (bff/README.md „Vor einem CDN“): POST CDN_PURGE_URL with the tags as
 * JSON `{"tags": [...]}` (Cloudflare's purge_cache body) and as `Surrogate-Key` (Fastly's), with
 * `Authorization: Bearer CDN_PURGE_TOKEN`. A failed call is logged and retried once; every bff calls it for what it
 * saw (idempotent), so a cluster needs no coordination.
 */
export class CdnPurge {
  private readonly navigation = new Map<SiteId, string>();
  private deployments: string | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly hook: BffConfig['cdnPurge'],
    private readonly send: typeof fetch = fetch,
  ) {}

  get enabled(): boolean {
    return this.hook !== null;
  }

  /** Asks the CDN to drop every document carrying one of `tags`. */
  async purge(tags: readonly string[]): Promise<void> {
    if (!this.hook || tags.length === 0) return;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'surrogate-key': tags.join(' ') };
    if (this.hook.token) headers.authorization = `Bearer ${this.hook.token}`;
    const init: RequestInit = { method: 'POST', headers, body: JSON.stringify({ tags }) };
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        const response = await this.send(this.hook.url, { ...init, signal: AbortSignal.timeout(5_000) });
        await response.body?.cancel();
        if (response.ok) return;
        console.error(`[bff] CDN-Purge ${tags.join(' ')}: ${response.status} (Versuch ${attempt})`);
      } catch (error) {
        console.error(`[bff] CDN-Purge ${tags.join(' ')}: ${(error as Error).message} (Versuch ${attempt})`);
      }
    }
  }

  /** A site's navigation tree as a document saw it: a new version changes every document of the site. */
  navigationSeen(site: SiteId, version: string): void {
    const previous = this.navigation.get(site);
    this.navigation.set(site, version);
    if (previous !== undefined && previous !== version) void this.purge([siteTag(site)]);
  }

  /**
   * Watches the deployment store: every document names every app's version (the remotes map, the stylesheets, the
   * head's hints), so any deploy or rollback changes every document.
   */
  watchDeployments(versions: () => string): void {
    if (!this.hook || this.timer) return;
    this.deployments = versions();
    this.timer = setInterval(() => {
      const now = versions();
      if (now === this.deployments) return;
      this.deployments = now;
      void this.purge([DOCUMENT_TAG]);
    }, DEPLOY_POLL_MS);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
