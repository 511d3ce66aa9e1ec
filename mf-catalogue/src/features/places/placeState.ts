import { useEffect } from 'react';
import type { ServerHead } from '@amb/shared-contracts/core';
import { navigate, useLocation } from '@amb/remote-kit';

/**
 * True when a `{name}-{id}` page was reached by another name than its canonical address's last segment (the id
 * decides which page it is; the name only has to be right for the address to be the canonical one).
 */
function isOffCanonical(segment: string, canonicalPath: string): boolean {
  const canonicalSegment = canonicalPath.slice(canonicalPath.lastIndexOf('/') + 1);
  return decodeURIComponent(canonicalSegment) !== segment;
}

/** What a place query says about the page: its data, or whether the api does not know it (404). */
export interface PlaceQueryState<T> {
  data?: T;
  error?: unknown;
}

export function failedStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

/** A place page's head: null (404) for a place the api does not know, its own head once the data is there. */
export function placeHead<T extends { url: string }>(
  { data, error }: PlaceQueryState<T>,
  origin: string,
  fallbackTitle: string,
  headOf: (data: T) => Omit<ServerHead, 'canonical'>,
): ServerHead | null {
  if (failedStatus(error) === 404) return null;
  if (!data) return { title: fallbackTitle };
  return { ...headOf(data), canonical: `${origin}${data.url}` };
}

/** The server's redirect of a `{name}-{id}` address with a wrong or missing name part: the canonical url. */
export function placeRedirect(data: { url: string } | undefined, segment: string, search: string): string | null {
  return data && isOffCanonical(segment, data.url) ? `${data.url}${search}` : null;
}

/** The same rule in the browser: the address becomes the canonical one, replacing the history entry. */
export function useCanonicalAddress(url: string | undefined, segment: string): void {
  const { search } = useLocation();
  const target = url === undefined ? null : placeRedirect({ url }, segment, search);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target]);
}
