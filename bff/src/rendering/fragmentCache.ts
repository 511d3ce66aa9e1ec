import type { PageGlobals, SiteId } from '@amb/shared-contracts';
import { CONTENT_CODINGS } from '../http/encodings';
import { CompressedBody } from '../http/compressedBody';
import type { Generation } from './generation';
import type { ChromePart } from './renderWorker';

/**
 * The anonymous chrome of a site: header, footer, the not-found page and the pending main area of a page rendered
 * in the browser; null where the build failed.
 */
export type Chrome = Record<ChromePart, string | null>;

/** What a site's anonymous chrome depends on: the generation's builds and the navigation tree. */
export interface ChromeKey {
  generation: Generation;
  site: SiteId;
  navigationVersion: string;
  /**
   * Logged-out globals of the site (the chrome reads no more than site, navigation, domains and absoluteLinks
   * from them).
   */
  globals: PageGlobals;
}

interface Entry {
  generationId: number;
  navigationVersion: string;
  chrome: Promise<Chrome>;
  encoded: Map<'header' | 'footer', Promise<CompressedBody | null>>;
  /** Whole documents built from the chrome (the `/template/` frame), by variant. */
  documents: Map<string, Promise<CompressedBody>>;
}

const PARTS: ChromePart[] = ['header', 'footer', 'notFound', 'pending'];

/** A chrome part that could not be rendered (the browser renders header and footer then): once per cause. */
export function reportChromeFailures(
  log: (key: string, message: string) => void,
  generation: Generation,
  failures: Partial<Record<ChromePart, string>>,
): void {
  const version = generation.versions.mf_navigation ?? '–';
  for (const [part, reason] of Object.entries(failures)) {
    log(`chrome:${version}:${part}:${reason}`, `mf_navigation ${version}: ${part} nicht gerendert (${reason})`);
  }
}

/** A fragment's bytes, compressed in every coding before its first answer (a few KB: milliseconds). */
async function encode(html: string): Promise<CompressedBody> {
  const body = new CompressedBody(Buffer.from(html, 'utf8'));
  await body.prepare(CONTENT_CODINGS);
  return body;
}

/**
 * The anonymous header, footer and not-found page of each site, rendered once per generation and navigation
 * version: documents of logged-out visitors and the /shared-modules fragments take them from here. A new
 * generation (deploy, rollback) or another navigation tree renders them anew; the fragments are compressed once.
 */
export class FragmentCache {
  /** Per site, and per site with absolute links (the template and embedded fragments on other hosts). */
  private readonly bySite = new Map<string, Entry>();

  /** `log(key, message)` reports a failed part once per key (ServerRenderer.logOnce). */
  constructor(private readonly log: (key: string, message: string) => void) {}

  /** Drops every site's chrome: after a generation change nothing of the old one is served again. */
  clear(): void {
    this.bySite.clear();
  }

  chrome(key: ChromeKey): Promise<Chrome> {
    return this.entry(key).chrome;
  }

  /** The header or footer alone, encoded; null when the build cannot render it. */
  fragment(key: ChromeKey, part: 'header' | 'footer'): Promise<CompressedBody | null> {
    const entry = this.entry(key);
    let encoded = entry.encoded.get(part);
    if (!encoded) {
      encoded = entry.chrome.then((chrome) => (chrome[part] === null ? null : encode(chrome[part])));
      entry.encoded.set(part, encoded);
    }
    return encoded;
  }

  /**
   * A document built from the site's anonymous chrome (the `/template/` frame), rendered and compressed once per
   * generation, navigation version and `variant`, like the fragments.
   */
  document(key: ChromeKey, variant: string, render: () => string): Promise<CompressedBody> {
    const entry = this.entry(key);
    let encoded = entry.documents.get(variant);
    if (!encoded) {
      encoded = encode(render());
      entry.documents.set(variant, encoded);
    }
    return encoded;
  }

  private entry({ generation, site, navigationVersion, globals }: ChromeKey): Entry {
    const key = globals.absoluteLinks ? `${site}:absolute` : site;
    const cached = this.bySite.get(key);
    if (cached && cached.generationId === generation.id && cached.navigationVersion === navigationVersion) {
      return cached;
    }
    const entry: Entry = {
      generationId: generation.id,
      navigationVersion,
      chrome: generation.renderChrome(globals, PARTS).then((answer) => {
        reportChromeFailures(this.log, generation, answer.failures);
        // A thread that died is no answer about the build: the next request tries again.
        if (answer.transient && this.bySite.get(key) === entry) this.bySite.delete(key);
        return {
          header: answer.html.header ?? null,
          footer: answer.html.footer ?? null,
          notFound: answer.html.notFound ?? null,
          pending: answer.html.pending ?? null,
        };
      }),
      encoded: new Map(),
      documents: new Map(),
    };
    this.bySite.set(key, entry);
    return entry;
  }
}
