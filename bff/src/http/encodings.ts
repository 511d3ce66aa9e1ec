import type { Request } from 'express';

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
