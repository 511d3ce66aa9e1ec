/**
 * The one redirect sanitiser of the site (api, bff and browser): where to go after login or registration.
 * It normalises with the WHATWG URL parser first and decides on the result, so dot segments, encodings
 * and mixed-case schemes cannot turn an accepted value into another host.
 */
import { PAGE_ROUTES } from './routes';

/** Where a missing or refused redirect leads: the member area's start page. */
export const DEFAULT_REDIRECT_TARGET = PAGE_ROUTES.customerPortal.path;
export const MAX_REDIRECT_LENGTH = 2000;

/** A base that never appears in output: relative values are resolved against it and only their path is kept. */
const PROBE_ORIGIN = 'http://redirect.invalid';
/**
 * The URL parser silently strips C0 controls, tab, CR and LF (and leading/trailing spaces), and reads
 * backslashes as slashes: a value holding any of them is refused before parsing.
 */
const REFUSED_BEFORE_PARSING = /[\u0000-\u001f\u007f-\u009f\\]|^\s|\s$/;

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * `value` in normalised form when it is a path on this site (one leading slash) or an http(s) URL on one
 * of `allowedOrigins` without user info; anything else becomes /kundenportal/meinamb.
 */
export function sanitizeRedirect(value: unknown, allowedOrigins: readonly string[]): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_REDIRECT_LENGTH) return DEFAULT_REDIRECT_TARGET;
  if (REFUSED_BEFORE_PARSING.test(value)) return DEFAULT_REDIRECT_TARGET;
  let url: URL;
  try {
    url = value.startsWith('/') ? new URL(value, PROBE_ORIGIN) : new URL(value);
  } catch {
    return DEFAULT_REDIRECT_TARGET;
  }
  if (value.startsWith('/')) {
    // `//host` and dot segments that normalise into `//host` (`/..//evil.example`) leave the site.
    if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return DEFAULT_REDIRECT_TARGET;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return DEFAULT_REDIRECT_TARGET;
  if (url.username !== '' || url.password !== '') return DEFAULT_REDIRECT_TARGET;
  const allowed = allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null);
  return allowed.includes(url.origin) ? url.href : DEFAULT_REDIRECT_TARGET;
}
