import type { Request, Response } from 'express';
import type { EncodedFragment, FragmentEncoding } from '../rendering/fragmentCache';

/** Encodings the client accepts (q > 0), from the Accept-Encoding header. */
export function acceptedEncodings(req: Request): Set<string> {
  const accepted = new Set<string>();
  for (const part of (req.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The representation of a precompressed answer this client takes: br, else gzip, else the plain bytes. */
export function encodingFor(accepted: Set<string>): FragmentEncoding {
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * A precompressed HTML answer with the strong ETag of its representation; 304 when the client's copy is that
 * one (`Cache-Control` is the caller's).
 */
export function sendEncoded(req: Request, res: Response, fragment: EncodedFragment): void {
  const encoding = encodingFor(acceptedEncodings(req));
  const { body, etag } = fragment[encoding];
  res.set({ ETag: etag, 'Content-Type': 'text/html; charset=utf-8' });
  // Already compressed: the compression middleware leaves an encoded body alone.
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(body);
}
