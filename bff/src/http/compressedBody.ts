import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { acceptedCodings, type ContentCoding } from './encodings';

const Z = zlib.constants;
const brotli = promisify(zlib.brotliCompress);
const zstd = promisify(zlib.zstdCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compression once per body, for what is sent many times (cached documents, fragments), in libuv's threads, not the
 * event loop. Per 100 KB document on the 2-core machine (`npm run bench -- documents`): br 11 ≈ 250 ms for 11.3 KB,
 * br 10 ≈ 65 ms for 11.5 KB; zstd 19 ≈ 100 ms, zstd 15 ≈ 37 ms, both 12.4 KB; gzip 9 ≈ 1.3 ms for 13.9 KB. Every deploy
 * and every change of a page's data compresses it anew, so the best-but-one qualities: 2 % more bytes for a quarter
 * of the time.
 */
const PRECOMPRESS: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [Z.BROTLI_PARAM_QUALITY]: 10,
        [Z.BROTLI_PARAM_MODE]: Z.BROTLI_MODE_TEXT,
        [Z.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  zstd: (body) => zstd(body, { params: { [Z.ZSTD_c_compressionLevel]: 15 } }),
  gzip: (body) => gzip(body, { level: Z.Z_BEST_COMPRESSION }),
};

/**
 * Compression for one response (a member's document, a cached one whose precompressed bytes are not made yet), on
 * the event loop: per 100 KB document zstd 3 ≈ 0.2 ms for 14.2 KB, br 4 ≈ 0.7 ms for 13.4 KB, gzip 6 ≈ 0.8 ms for
 * 14.0 KB (br 5 already ≈ 1.1 ms). The fastest the client accepts is used, zstd first.
 */
const DYNAMIC: Record<ContentCoding, (body: Buffer) => Buffer> = {
  zstd: (body) => zlib.zstdCompressSync(body, { params: { [Z.ZSTD_c_compressionLevel]: 3 } }),
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [Z.BROTLI_PARAM_QUALITY]: 4,
        [Z.BROTLI_PARAM_MODE]: Z.BROTLI_MODE_TEXT,
        [Z.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
};
const DYNAMIC_ORDER: ContentCoding[] = ['zstd', 'br', 'gzip'];
/** Smallest first: which precompressed coding is worth making for a client that accepts several. */
const PRECOMPRESSED_ORDER: ContentCoding[] = ['br', 'zstd', 'gzip'];

const ETAG_SUFFIX: Record<ContentCoding, string> = { br: '-br', zstd: '-zs', gzip: '-gz' };

/** What goes out: the bytes, their coding (null: identity) and their entity tag. */
export interface Representation {
  coding: ContentCoding | null;
  body: Buffer;
  etag: string;
}

/** A strong entity tag of `data` (22 base64url characters of its SHA-256). */
export function entityTag(...data: Array<Buffer | string>): string {
  const hash = createHash('sha256');
  for (const part of data) hash.update(part);
  return `"${hash.digest('base64url').slice(0, 22)}"`;
}

/**
 * Each representation its own tag (RFC 9110 §8.8.3): a cache must not answer a gzip request with br bytes. Bytes
 * compressed for one response are not those of the precompressed variant: a weak tag (equal content, other bytes).
 */
export function codedTag(etag: string, coding: ContentCoding | null, weak: boolean): string {
  const tag = coding ? etag.replace(/"$/, `${ETAG_SUFFIX[coding]}"`) : etag;
  return weak ? `W/${tag}` : tag;
}

/** One response's compression of `body` with the fastest coding the client accepts (identity when none). */
export function compressForResponse(body: Buffer, accepted: readonly ContentCoding[], etag: string): Representation {
  const coding = DYNAMIC_ORDER.find((candidate) => accepted.includes(candidate)) ?? null;
  if (!coding) return { coding: null, body, etag };
  return { coding, body: DYNAMIC[coding](body), etag: codedTag(etag, coding, true) };
}

/**
 * A body sent many times: its bytes, and per coding the precompressed bytes, made once (in the background, on the
 * first request that could use them). Until they are made a response is compressed for itself.
 */
export class CompressedBody {
  readonly etag: string;
  private readonly made = new Map<ContentCoding, Buffer>();
  private readonly making = new Map<ContentCoding, Promise<void>>();

  constructor(
    readonly identity: Buffer,
    etag = entityTag(identity),
  ) {
    this.etag = etag;
  }

  /** The smallest precompressed variant the client accepts; else compressed now (and the variant started). */
  representation(accepted: readonly ContentCoding[]): Representation {
    // The best the client takes is made once, whatever is sent meanwhile.
    const best = PRECOMPRESSED_ORDER.find((coding) => accepted.includes(coding));
    if (best && !this.made.has(best)) void this.make(best);
    const ready = accepted
      .map((coding) => ({ coding, body: this.made.get(coding) }))
      .filter((variant): variant is { coding: ContentCoding; body: Buffer } => variant.body !== undefined)
      .sort((a, b) => a.body.length - b.body.length)[0];
    if (ready) return { coding: ready.coding, body: ready.body, etag: codedTag(this.etag, ready.coding, false) };
    if (!best) return { coding: null, body: this.identity, etag: this.etag };
    return compressForResponse(this.identity, accepted, this.etag);
  }

  /** Makes the precompressed variants of `codings` (a fragment has all of them before its first answer). */
  async prepare(codings: readonly ContentCoding[]): Promise<void> {
    await Promise.all(codings.map((coding) => this.make(coding)));
  }

  private make(coding: ContentCoding): Promise<void> {
    let making = this.making.get(coding);
    if (!making) {
      making = PRECOMPRESS[coding](this.identity).then(
        (body) => {
          this.made.set(coding, body);
        },
        (error: unknown) => {
          // A failed compression is tried again by a later request; this one was answered already.
          this.making.delete(coding);
          console.error(`[bff] ${coding}-Kompression fehlgeschlagen: ${(error as Error).message}`);
        },
      );
      this.making.set(coding, making);
    }
    return making;
  }
}

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2; `*` matches any). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

/**
 * A body compressed once (a fragment, the template frame) in the best coding the client accepts, with the strong
 * ETag of that representation; 304 when the client's copy is that one (`Cache-Control` is the caller's).
 */
export function sendEncoded(req: Request, res: Response, body: CompressedBody): void {
  const { coding, body: bytes, etag } = body.representation(acceptedCodings(req));
  res.set({ ETag: etag, 'Content-Type': 'text/html; charset=utf-8' });
  // Already compressed: the compression middleware leaves an encoded body alone.
  if (coding) res.set('Content-Encoding', coding);
  if (ifNoneMatch(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  res.send(bytes);
}
