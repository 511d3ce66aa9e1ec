import { useEffect, useState } from 'react';

/**
 * Path and query of the page, known only after mounting: the server cannot see the browser's address,
 * so the first render (server and hydration) gets null and links depending on it are completed afterwards.
 */
export function useCurrentPath(): string | null {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(`${window.location.pathname}${window.location.search}`), []);
  return path;
}
