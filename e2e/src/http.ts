import { API_ROUTES, CSRF_HEADER } from '@amb/shared-contracts';

/** A visitor without a browser: fetch through the bff with its own cookie jar and CSRF token. */
export class HttpVisitor {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async fetch(
    path: string,
    init: {
      method?: string;
      body?: unknown;
      csrf?: boolean;
      headers?: Record<string, string>;
      /** Ends a request that hangs (the cluster tests bound every request). */
      signal?: AbortSignal;
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    // The token first: asking for it may create the session whose cookie this request then carries.
    if (init.csrf) headers[CSRF_HEADER] = await this.csrfToken();
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.origin}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
      ...(init.signal ? { signal: init.signal } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** The cookies this visitor holds (name and value), e.g. to hand its session to a browser. */
  cookieList(): Array<{ name: string; value: string }> {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  /** Takes over the cookies of another visitor or a browser (e.g. to act in the browser's session). */
  adopt(cookies: Array<{ name: string; value: string }>): void {
    for (const { name, value } of cookies) this.cookies.set(name, value);
  }

  private async csrfToken(): Promise<string> {
    const response = await this.fetch(API_ROUTES.sessionCsrf.path);
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    return csrfToken;
  }

  async login(email: string, password: string): Promise<void> {
    const response = await this.fetch(API_ROUTES.localLogin.path, {
      method: 'POST',
      body: { email, password },
      csrf: true,
    });
    if (response.status !== 200) throw new Error(`Login als ${email}: ${response.status}`);
  }
}
