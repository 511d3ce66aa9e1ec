import type { Request } from 'express';

function firstValue(header: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  const first = raw?.split(',')[0]?.trim();
  return first ? first : undefined;
}

/**
 * Headers the bff's own calls on behalf of a visitor send to the api: the visitor's cookies and the
 * same X-Forwarded-* the proxy sends, so the api sees the visitor's scheme (HTTPS -> `__Host-` cookies),
 * host and address.
 */
export function forwardedHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = {
    'x-forwarded-proto': firstValue(req.headers['x-forwarded-proto']) ?? (req.secure ? 'https' : 'http'),
  };
  const host = firstValue(req.headers['x-forwarded-host']) ?? req.headers.host;
  if (host) headers['x-forwarded-host'] = host;
  const chain = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
    .flat()
    .filter((part): part is string => !!part);
  if (chain.length > 0) headers['x-forwarded-for'] = chain.join(', ');
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  return headers;
}
