import type { ErrorCode } from './errorCodes';

/**
 * The shared request helper (SPEC §7): GET by default, JSON, credentials included; resolves to
 * parsed JSON or the raw text when the body is no JSON; any status outside 2xx rejects with the status.
 */
import { API_ROUTES } from './routes';

export class RequestError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? `Anfrage fehlgeschlagen (Status ${status})`);
    this.name = 'RequestError';
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Injected for tests and for server-side use; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
}

/** Header carrying the CSRF token on state-changing requests. */
export const CSRF_HEADER = 'x-csrf-token';
/** Cookie (readable by scripts) the server sets with the CSRF token for the session. */
export const CSRF_COOKIE = 'amb_csrf';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorOf(status: number, parsed: unknown): RequestError {
  const message =
    typeof parsed === 'object' && parsed !== null && 'error' in parsed
      ? (parsed as { error?: { message?: string } }).error?.message
      : undefined;
  return new RequestError(status, parsed, message);
}

let pendingToken: Promise<string> | null = null;

/**
 * The CSRF token for a write. Page views create no session, so a visitor's first write finds no
 * cookie: the token (and with it the session) is asked for once; parallel writes share that request.
 * Outside a browser there is no cookie jar and nothing is fetched.
 */
async function csrfToken(fetchImpl: typeof fetch): Promise<string | undefined> {
  if (typeof document === 'undefined') return undefined;
  const cookie = readCookie(CSRF_COOKIE);
  if (cookie) return cookie;
  pendingToken ??= (async () => {
    const response = await fetchImpl(API_ROUTES.sessionCsrf.path, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
    const parsed = await parseBody(response);
    const token = (parsed as { csrfToken?: unknown } | null)?.csrfToken;
    if (response.status !== 200 || typeof token !== 'string') throw errorOf(response.status, parsed);
    return token;
  })().finally(() => {
    pendingToken = null;
  });
  return pendingToken;
}

async function send(url: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, headers = {}, signal, fetchImpl = fetch } = options;
  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  // A FormData body (a file upload) is sent as multipart: fetch sets its Content-Type with the boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) finalHeaders['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = await csrfToken(fetchImpl);
    if (token) finalHeaders[CSRF_HEADER] = token;
  }
  return fetchImpl(url, {
    method,
    headers: finalHeaders,
    credentials: 'include',
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    signal,
  });
}

export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(url, options);
  const parsed = await parseBody(response);
  if (response.status < 200 || response.status > 299) throw errorOf(response.status, parsed);
  return parsed as T;
}

/** The strict variant (SPEC §7): same request, but rejects with no details on any status other than 200. */
export async function requestStrict<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await send(url, options);
  } catch (error) {
    if (error instanceof RequestError) throw new RequestError(error.status, undefined);
    throw error;
  }
  if (response.status !== 200) throw new RequestError(response.status, undefined);
  return (await parseBody(response)) as T;
}

/** Error body of every api/bff failure (CONVENTIONS "Errors"). */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ApiErrorBody).error?.message === 'string'
  );
}
