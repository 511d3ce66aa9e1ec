import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';

/**
 * X-Forwarded-For/-Proto/-Host as the bff itself knows them: the client's address and scheme under the bff's
 * own trust-proxy setting (TRUST_PROXY; by default the socket's peer and whether the socket is TLS) and the
 * Host header. Only the bff may tell the api who the client is (rate limits are keyed on it) and which
 * scheme it used (cookie names): nothing of the client's X-Forwarded-* is passed on.
 */
export function forwardingHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-proto': req.protocol };
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

/** Headers with which a client could claim an address, scheme, host or port of its own. */
function isClientForwardingHeader(name: string): boolean {
  return name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'x-real-ip';
}

/** For the proxy, which copies the incoming headers: the client's forwarding claims replaced by the bff's. */
export function replaceForwardingHeaders(req: Request): void {
  const own = forwardingHeaders(req);
  const headers: IncomingHttpHeaders = req.headers;
  for (const name of Object.keys(headers)) if (isClientForwardingHeader(name)) delete headers[name];
  Object.assign(headers, own);
}

/** Headers of the bff's own calls on behalf of a visitor: their cookies and the bff's X-Forwarded-*. */
export function forwardedHeaders(req: Request): Record<string, string> {
  const headers = forwardingHeaders(req);
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  return headers;
}
