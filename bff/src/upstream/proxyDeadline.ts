import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';

/** Destroys an upstream request that ran past its deadline; the proxy's error handler answers 504. */
export class UpstreamTimeoutError extends Error {
  readonly code = 'UPSTREAM_TIMEOUT';

  constructor(timeoutMs: number) {
    super(`keine Antwort innerhalb von ${timeoutMs} ms`);
  }
}

interface Pending {
  timedOut: boolean;
  /** The 504 went out from here, before the request had an upstream to fail. */
  answered: boolean;
  upstream?: ClientRequest;
}

/**
 * One deadline per proxied request, counted from its arrival. A socket timeout would start only once the
 * agent hands the request a socket, so with every socket busy the wait in the agent's queue would not
 * count and a browser could wait many timeouts long.
 */
export class ProxyDeadlines {
  private readonly pending = new WeakMap<IncomingMessage, Pending>();

  /** `answer` writes the 504 for a request still waiting for a socket (there is no upstream to fail yet). */
  constructor(
    private readonly timeoutMs: number,
    private readonly answer: (req: IncomingMessage, res: ServerResponse) => void,
  ) {}

  start(req: IncomingMessage, res: ServerResponse): void {
    const state: Pending = { timedOut: false, answered: false };
    this.pending.set(req, state);
    const timer = setTimeout(() => {
      state.timedOut = true;
      if (state.upstream) state.upstream.destroy(new UpstreamTimeoutError(this.timeoutMs));
      else {
        state.answered = true;
        this.answer(req, res);
      }
    }, this.timeoutMs);
    res.once('close', () => clearTimeout(timer));
  }

  /** True when the deadline already answered this request: the proxy must not write to it again. */
  answered(req: IncomingMessage): boolean {
    return this.pending.get(req)?.answered === true;
  }

  /** The upstream request got its socket; one whose deadline passed meanwhile is never sent. */
  attach(req: IncomingMessage, upstream: ClientRequest): void {
    const state = this.pending.get(req);
    if (!state) return;
    state.upstream = upstream;
    if (state.timedOut) upstream.destroy(new UpstreamTimeoutError(this.timeoutMs));
  }
}
