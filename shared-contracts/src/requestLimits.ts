import { MESSAGES } from './messages';

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
