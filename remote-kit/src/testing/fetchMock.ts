import { API_ROUTES, type ErrorCode } from '@amb/shared-contracts/core';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(
  status: number,
  message: string,
  fields?: Record<string, string>,
  /** The error code of errorCodes.ts a page branches on (EVENT_FULL …); by default none of the table's. */
  code: ErrorCode | 'ERROR' = status === 400 ? 'VALIDATION_FAILED' : 'ERROR',
): Response {
  return json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export type MockRoute = (call: Call) => Response | Promise<Response>;

/** The token the mocked api hands out at GET /api/session/csrf (a visitor without session cookie). */
export const TEST_CSRF_TOKEN = 'test-csrf-token';

/**
 * Replaces global fetch with a mock answering by `"METHOD /path"` (or `"/path"` for GET); unknown routes
 * answer 404, except GET /api/session/csrf, which hands out TEST_CSRF_TOKEN (the request helper asks for
 * it before a write) unless a route overrides it. Returns the calls it received, with parsed JSON bodies (a multipart body as its FormData).
 */
export function mockFetch(routes: Record<string, MockRoute>): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: Call = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body:
        typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
    if (route) return route(call);
    if (method === 'GET' && url.pathname === API_ROUTES.sessionCsrf.path) return json({ csrfToken: TEST_CSRF_TOKEN });
    return apiError(404, 'Nicht gefunden');
  });
  return calls;
}
