/**
 * Security headers the bff's documents and the api's answers share (issue 21). Server-only, like requestLimits.
 *
 * Permissions-Policy: the site uses none of the browser's powerful features but fullscreen and writing the
 * clipboard (the law pages' "Link kopieren"); everything else is switched off for our pages and any frame in them.
 * Only features browsers know: Chromium warns in the console of every page about a name it does not (`bluetooth`
 * was one; Web Bluetooth has no policy there).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Strict-Transport-Security, sent only on a request that came in over TLS (req.secure, behind a trusted proxy:
 * its X-Forwarded-Proto): a browser ignores it over plain http, and a plain-http deployment must not claim it.
 */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';
