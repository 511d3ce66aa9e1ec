/**
 * The browser's page navigation, behind an object so tests can watch it. Every account flow that
 * changes the session ends in a full page load: the bff renders the next document with the new user.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** The `redirect` query parameter of the current address, when it is a path on this site. */
export function redirectParam(): string | undefined {
  const value = new URLSearchParams(window.location.search).get('redirect');
  return value && isLocalPath(value) ? value : undefined;
}

/** A path on this site: one leading slash, no protocol-relative `//` or backslash tricks. */
export function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}
