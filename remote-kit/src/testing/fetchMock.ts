/** A fetch mock answering by `"METHOD /path"` (or `"/path"` for GET); unknown routes answer 404. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, message: string, fields?: Record<string, string>): Response {
  return json(
    { error: { code: status === 400 ? 'VALIDATION_FAILED' : 'ERROR', message, ...(fields ? { fields } : {}) } },
    status,
  );
}

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export type MockRoute = (call: Call) => Response | Promise<Response>;

/** Replaces global fetch; returns the list of calls it received, with parsed JSON bodies. */
export function mockFetch(routes: Record<string, MockRoute>): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: Call = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
    return route ? route(call) : apiError(404, 'Nicht gefunden');
  }) as unknown as typeof fetch;
  return calls;
}
