import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PageStatus, SiteId } from '@amb/shared-contracts';
import type { CompressedBody } from '../http/compressedBody';
import type { DocumentParts } from './document';
import type { DocumentTemplate } from './documentTemplate';

/**
 * A document as every visitor shares it: what a logged-out visitor gets, and the frame a member's personal parts
 * are filled into. `tags` name what it shows (documentTags.ts), for purges.
 */
export type SharedDocument =
  | { kind: 'redirect'; status: 301 | 302; location: string; tags: string[] }
  /** A page only the server can render (the works-council site) whose build is missing or failed: never kept. */
  | { kind: 'unavailable'; tags: string[] }
  | {
      kind: 'document';
      status: Exclude<PageStatus, 301 | 302>;
      /** The logged-out visitor's document and its precompressed variants. */
      body: CompressedBody;
      /** The shared text around the personal holes; null when the document could not be split (see `parts`). */
      template: DocumentTemplate | null;
      /** Only without a template: what a member's document is rendered from instead. */
      parts?: Omit<DocumentParts, 'header'>;
      /** The content without the state's per-render bookkeeping: equal for a render of the same data. */
      fingerprint: string;
      tags: string[];
      /** What the owner's build rendered (kept); a fallback to the browser is not (the next visitor tries again). */
      keep: boolean;
    };

/** What a document depends on besides its address: the deployed builds and versions, the navigation. */
export interface DocumentKey {
  /** Changes with every deploy, rollback or navigation change (documentStamp). */
  stamp: string;
  site: SiteId;
  /** Path and query as requested. */
  url: string;
}

/**
 * RTK Query's bookkeeping in the embedded state (a request id, start and end times) differs on every render of the
 * same data; without it two renders of unchanged data are the same document, so its bytes, entity tag and
 * compressed variants stay (a CDN's revalidation gets a 304).
 */
const PER_RENDER = /"(?:requestId|startedTimeStamp|fulfilledTimeStamp)":(?:"[^"]*"|\d+)/g;

export function fingerprintOf(html: string): string {
  return createHash('sha256').update(html.replace(PER_RENDER, '')).digest('base64url');
}

/** How long past its freshness a kept document is still sent while a new render runs in the background. */
export const STALE_MS = 30_000;
/** Most documents kept at once, and their bytes at most (body, template and variants, estimated). */
const MAX_DOCUMENTS = 500;
const MAX_BYTES = 128 * 1024 * 1024;

interface Entry {
  current: Promise<SharedDocument>;
  settled: SharedDocument | null;
  /** When its content was last rendered or found unchanged. */
  checkedAt: number;
  refreshing: boolean;
}

function worthKeeping(document: SharedDocument): boolean {
  if (document.kind === 'redirect') return true;
  return document.kind === 'document' && document.keep;
}

function sameDocument(a: SharedDocument | null, b: SharedDocument): boolean {
  if (!a) return false;
  if (a.kind === 'document' && b.kind === 'document') return a.status === b.status && a.fingerprint === b.fingerprint;
  if (a.kind === 'redirect' && b.kind === 'redirect') return a.status === b.status && a.location === b.location;
  return false;
}

function sizeOf(document: SharedDocument | null): number {
  // The body, the template's text of the same length and the variants (a tenth of it and less).
  return document?.kind === 'document' ? Math.max(1, Math.ceil(document.body.identity.length * 2.2)) : 1;
}

/**
 * The shared documents of the logged-out pages (micro-caching, and the frame of members' pages): rendering is what
 * limits a busy bff, and a visitor does not notice data a few seconds old. A document is fresh for `freshMs`
 * (SSR_CACHE_MS) per deploy stamp, site and address; then the next request gets it while one new render runs, and
 * a render of unchanged content keeps the old bytes. Concurrent requests for a page share one render. A purge by
 * tag (an editor's save) drops what it names at once. `freshMs` 0 turns the cache off.
 */
export class DocumentCache {
  private readonly entries: LRUCache<string, Entry> | null;

  constructor(
    private readonly freshMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries =
      freshMs > 0
        ? new LRUCache<string, Entry>({ max: MAX_DOCUMENTS, maxSize: MAX_BYTES, ttl: freshMs + STALE_MS })
        : null;
  }

  async get(key: DocumentKey, render: () => Promise<SharedDocument>): Promise<SharedDocument> {
    if (!this.entries) return render();
    const id = `${key.stamp}\u0000${key.site}\u0000${key.url}`;
    const entry = this.entries.get(id);
    if (entry) {
      const age = this.now() - entry.checkedAt;
      if (!entry.settled || age < this.freshMs) return entry.current;
      if (age < this.freshMs + STALE_MS) {
        this.refresh(id, entry, render);
        return entry.settled;
      }
    }
    return this.start(id, render, entry?.settled ?? null);
  }

  /** Drops every document naming one of `tags`, and those still rendering (they may show the old content). */
  purge(tags: readonly string[]): number {
    if (!this.entries || tags.length === 0) return 0;
    const wanted = new Set(tags);
    let purged = 0;
    for (const [id, entry] of this.entries.entries()) {
      const named = entry.settled?.tags;
      if (!named || named.some((tag) => wanted.has(tag))) {
        this.entries.delete(id);
        purged += 1;
      }
    }
    return purged;
  }

  clear(): void {
    this.entries?.clear();
  }

  private start(id: string, render: () => Promise<SharedDocument>, previous: SharedDocument | null) {
    const entries = this.entries!;
    const entry = { settled: null, checkedAt: this.now(), refreshing: false } as unknown as Entry;
    entry.current = render().then(
      (document) => {
        const kept = sameDocument(previous, document) ? previous! : document;
        // Purged or replaced while rendering: the render may show what the purge removed, so it is not kept.
        if (entries.get(id) !== entry) return kept;
        if (!worthKeeping(document)) {
          entries.delete(id);
          return document;
        }
        this.settle(id, entry, kept);
        return kept;
      },
      (error: unknown) => {
        if (entries.get(id) === entry) entries.delete(id);
        throw error;
      },
    );
    entries.set(id, entry, { size: 1 });
    return entry.current;
  }

  /** One render in the background; until it is done the stale document is sent. */
  private refresh(id: string, entry: Entry, render: () => Promise<SharedDocument>): void {
    if (entry.refreshing) return;
    entry.refreshing = true;
    render()
      .then((document) => {
        if (this.entries?.get(id) !== entry || !worthKeeping(document)) return;
        this.settle(id, entry, sameDocument(entry.settled, document) ? entry.settled! : document);
      })
      .catch((error: unknown) => console.error(`[bff] Dokument neu rendern: ${(error as Error).message}`))
      .finally(() => {
        entry.refreshing = false;
      });
  }

  private settle(id: string, entry: Entry, document: SharedDocument): void {
    entry.settled = document;
    entry.current = Promise.resolve(document);
    entry.checkedAt = this.now();
    // Set again: its size is known now, and its time to live starts anew.
    this.entries!.set(id, entry, { size: sizeOf(document) });
  }
}
