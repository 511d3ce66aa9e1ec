import { MESSAGES } from './messages';
import { matchesRoute } from './paths';
import { API_ROUTES } from './routes';

/**
 * Longest request target (path and query) the site accepts. Below the 16 KB Node allows for the whole
 * request head, so a long URL gets a 414 with a German body instead of the parser's bare 431.
 */
export const MAX_URL_LENGTH = 8 * 1024;

/** The methods the site uses (PUT and DELETE by the api, OPTIONS for CORS); others get 405 with Allow. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const;

/** Headers that ask a server to treat a request as another method; honouring them would bypass CSRF rules. */
export const METHOD_OVERRIDE_HEADERS = ['x-http-method-override', 'x-http-method', 'x-method-override'] as const;

export interface RequestLineProblem {
  status: 405 | 414;
  code: 'METHOD_NOT_ALLOWED' | 'URI_TOO_LONG';
  message: string;
  /** Value of the Allow header of a 405. */
  allow?: string;
}

export const METHOD_NOT_ALLOWED: RequestLineProblem = {
  status: 405,
  code: 'METHOD_NOT_ALLOWED',
  message: MESSAGES.methodNotAllowed,
  allow: ALLOWED_METHODS.join(', '),
};

/**
 * What the front door refuses before any other work (bff before its proxy, api before CSRF): a URL over
 * MAX_URL_LENGTH, a method the site does not use, a method override. `headers` with lower-case names.
 */
export function requestLineProblem(
  method: string,
  url: string,
  headers: Readonly<Record<string, unknown>>,
): RequestLineProblem | null {
  if (url.length > MAX_URL_LENGTH) return { status: 414, code: 'URI_TOO_LONG', message: MESSAGES.uriTooLong };
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return METHOD_NOT_ALLOWED;
  if (METHOD_OVERRIDE_HEADERS.some((name) => headers[name] !== undefined)) return METHOD_NOT_ALLOWED;
  return null;
}

/**
 * Slow clients (issue 21): how long the bff and the api wait for a request. The head must be complete within
 * HEADERS_TIMEOUT_MS; the body within REQUEST_BODY_TIMEOUT_MS of the head, an upload's (10 MB) within
 * UPLOAD_BODY_TIMEOUT_MS. REQUEST_TIMEOUT_MS is Node's cap on the whole request, above both.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_BODY_TIMEOUT_MS = 30_000;
export const UPLOAD_BODY_TIMEOUT_MS = 120_000;
export const REQUEST_TIMEOUT_MS = HEADERS_TIMEOUT_MS + UPLOAD_BODY_TIMEOUT_MS;

/** The routes whose body is a file upload (photos, the judgment PDF): they get UPLOAD_BODY_TIMEOUT_MS. */
const UPLOAD_ROUTES = [API_ROUTES.adminEventPhotos.path, API_ROUTES.managePdfAnalysisUpload.path];

export interface BodyTimeouts {
  bodyMs: number;
  uploadBodyMs: number;
}

export const BODY_TIMEOUTS: BodyTimeouts = { bodyMs: REQUEST_BODY_TIMEOUT_MS, uploadBodyMs: UPLOAD_BODY_TIMEOUT_MS };

/** How long the body of a request to `pathname` may take to arrive. */
export function bodyTimeoutMs(pathname: string, timeouts: BodyTimeouts = BODY_TIMEOUTS): number {
  return UPLOAD_ROUTES.some((route) => matchesRoute(route, pathname)) ? timeouts.uploadBodyMs : timeouts.bodyMs;
}
