/**
 * Every cookie the site sets, with its name and lifetime: one place, read by the api and the bff that set
 * them and by the privacy statement (/datenschutz) that lists them, so the statement cannot drift from
 * what the site does. A new cookie goes into SITE_COOKIES, and the statement must then explain it.
 */
import { CSRF_COOKIE } from './request';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from './storage';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The api's session cookie (HttpOnly); over HTTPS with the `__Host-` prefix. */
export const SESSION_COOKIE = 'amb_sid';
export const SECURE_SESSION_COOKIE = '__Host-amb_sid';
/** A session ends after this long without a request… */
export const SESSION_IDLE_TIMEOUT_MS = 30 * MINUTE_MS;
/** …and at the latest this long after it began (also the Max-Age of the session and CSRF cookies). */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * HOUR_MS;

/** The login device cookie (OWASP device cookies, HttpOnly); over HTTPS with the `__Host-` prefix. */
export const DEVICE_COOKIE = 'amb_device';
export const SECURE_DEVICE_COOKIE = '__Host-amb_device';
/** A device stays known this long after its last successful login (also the cookie's Max-Age). */
export const DEVICE_TTL_MS = 180 * DAY_MS;
/** An address stays known this long after the last successful login from it (stored by the api only). */
export const LOGIN_ADDRESS_TTL_MS = 30 * DAY_MS;

export type SiteCookieId = 'session' | 'csrf' | 'device' | 'consent';

export interface SiteCookie {
  id: SiteCookieId;
  /** Its names: the second one is used over HTTPS where the cookie has a `__Host-` prefix. */
  names: readonly string[];
  /** Max-Age in milliseconds. */
  maxAgeMs: number;
  /** Readable by the site's scripts (no HttpOnly). */
  readableByScripts: boolean;
  /** Technically necessary (§ 25 Abs. 2 TDDDG) or set only by the visitor's own choice. */
  necessary: boolean;
}

export const SITE_COOKIES: readonly SiteCookie[] = [
  {
    id: 'session',
    names: [SESSION_COOKIE, SECURE_SESSION_COOKIE],
    maxAgeMs: SESSION_ABSOLUTE_TIMEOUT_MS,
    readableByScripts: false,
    necessary: true,
  },
  {
    id: 'csrf',
    names: [CSRF_COOKIE],
    maxAgeMs: SESSION_ABSOLUTE_TIMEOUT_MS,
    readableByScripts: true,
    necessary: true,
  },
  {
    id: 'device',
    names: [DEVICE_COOKIE, SECURE_DEVICE_COOKIE],
    maxAgeMs: DEVICE_TTL_MS,
    readableByScripts: false,
    necessary: true,
  },
  {
    id: 'consent',
    names: [CONSENT_COOKIE],
    maxAgeMs: CONSENT_MAX_AGE_SECONDS * 1000,
    readableByScripts: true,
    necessary: true,
  },
];
