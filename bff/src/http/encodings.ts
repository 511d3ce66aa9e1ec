import type { Request } from 'express';

/** The content codings the bff sends itself (precompressed or compressed per response). */
export const CONTENT_CODINGS = ['br', 'zstd', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

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

/** Which of our codings the client accepts (`*` accepts each). */
export function acceptedCodings(req: Request): ContentCoding[] {
  const accepted = acceptedEncodings(req);
  return CONTENT_CODINGS.filter((coding) => accepted.has(coding) || accepted.has('*'));
}
