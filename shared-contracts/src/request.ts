/**
 * The shared request helper (SPEC §7): GET by default, JSON, credentials included; resolves to
 * parsed JSON or the raw text when the body is no JSON; any status outside 2xx rejects with the status.
 */
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

function send(url: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, headers = {}, signal, fetchImpl = fetch } = options;
  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined) finalHeaders['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = readCookie(CSRF_COOKIE);
    if (token) finalHeaders[CSRF_HEADER] = token;
  }
  return fetchImpl(url, {
    method,
    headers: finalHeaders,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(url, options);
  const parsed = await parseBody(response);
  if (response.status < 200 || response.status > 299) {
    const message =
      typeof parsed === 'object' && parsed !== null && 'error' in parsed
        ? (parsed as { error?: { message?: string } }).error?.message
        : undefined;
    throw new RequestError(response.status, parsed, message);
  }
  return parsed as T;
}

/** The strict variant (SPEC §7): same request, but rejects with no details on any status other than 200. */
export async function requestStrict<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(url, options);
  if (response.status !== 200) throw new RequestError(response.status, undefined);
  return (await parseBody(response)) as T;
}

/** Error body of every api/bff failure (CONVENTIONS "Errors"). */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ApiErrorBody).error?.message === 'string'
  );
}
