const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * fetch for a server build's api calls: they end with the bff's time budget for the render, and an idempotent
 * call that failed on the network (a kept-alive socket the api closed just as it was reused, on a busy machine)
 * is sent once more before the page falls back to its error state.
 */
export function serverFetch(budget?: AbortSignal, fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const own = init?.signal ?? undefined;
    const signal = budget && own ? AbortSignal.any([own, budget]) : (budget ?? own);
    const options: RequestInit = { ...init, ...(signal ? { signal } : {}) };
    try {
      return await fetchImpl(input, options);
    } catch (error) {
      const method = (init?.method ?? 'GET').toUpperCase();
      if (signal?.aborted || !(error instanceof TypeError) || !IDEMPOTENT.has(method)) throw error;
      return fetchImpl(input, options);
    }
  };
}
