import { LRUCache } from 'lru-cache';
import type { SiteId } from '@amb/shared-contracts';
import type { Generation } from './generation';
import type { MainSlot } from './mainSlot';

/** What a logged-out visitor's main slot depends on: the builds, the site and the address with its query. */
export interface PageKey {
  generation: Generation;
  site: SiteId;
  /** Path and query as requested. */
  url: string;
}

/** Most pages kept at once (each holds its HTML and embedded state, some 10–100 KB). */
const MAX_PAGES = 500;

/**
 * A short-lived cache of the main slots rendered on the server for logged-out visitors (micro-caching): a
 * page's render thread is the bottleneck of a busy bff, and a visitor does not notice data a few seconds old.
 * Keyed by generation, so a deploy or rollback shows the new build at once; concurrent requests for the same
 * page share one render. Only what the owner's build rendered (or answered 404/302) is kept: a fallback to the
 * browser (time budget, a throw) is not, so the next visitor gets a fresh try. `ttlMs` 0 turns it off.
 */
export class PageCache {
  private readonly pages: LRUCache<string, Promise<MainSlot>> | null;

  constructor(ttlMs: number) {
    this.pages = ttlMs > 0 ? new LRUCache({ max: MAX_PAGES, ttl: ttlMs }) : null;
  }

  /** The cached slot for the key, else the one `render` makes (kept when it is worth keeping). */
  async get(key: PageKey, render: () => Promise<MainSlot>): Promise<MainSlot> {
    if (!this.pages) return render();
    const id = `${key.generation.id}\u0000${key.site}\u0000${key.url}`;
    const cached = this.pages.get(id);
    if (cached) return cached;
    const rendered = render();
    this.pages.set(id, rendered);
    try {
      const slot = await rendered;
      if (!worthKeeping(slot)) this.pages.delete(id);
      return slot;
    } catch (error) {
      this.pages.delete(id);
      throw error;
    }
  }

  clear(): void {
    this.pages?.clear();
  }
}

function worthKeeping(slot: MainSlot): boolean {
  // A 503 (no working server build) must not outlive its cause; a browser-rendered page is cheap anyway.
  if (slot.status === 503) return false;
  return slot.status !== 200 || slot.rendered !== undefined;
}
