/**
 * The browser's page navigation, behind an object so tests can watch it. Every account flow that
 * changes the session ends in a full page load: the bff renders the next document with the new user.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * The `redirect` query parameter of the current address, as given. Login calls pass it on unchanged:
 * the api sanitises it (relative paths and our three site origins only) before anyone goes there.
 */
export function requestedRedirect(): string | undefined {
  return new URLSearchParams(window.location.search).get('redirect') || undefined;
}

/** The `redirect` query parameter when it is a path on this site (safe to load without asking the api). */
export function redirectParam(): string | undefined {
  const value = requestedRedirect();
  return value && isLocalPath(value) ? value : undefined;
}

/** A path on this site: one leading slash, no protocol-relative `//` or backslash tricks. */
export function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}
