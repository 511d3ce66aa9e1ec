/**
 * How the api and the bff stop on SIGTERM: the listeners close at once (a load balancer's next connection goes
 * to another process), requests already running finish, each connection still open closes after its response
 * (`Connection: close`) or at once when idle, and whatever is still open when the deadline passes is cut.
 * Then the process closes its pools. Server-only, like bodyDeadline: both services use the same steps.
 */
import type { Server, ServerResponse } from 'node:http';

/** The longest a stop waits for running requests (HAProxy's and the bff's own deadlines are longer). */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** How often connections that became idle meanwhile are closed. */
const IDLE_SWEEP_MS = 100;

const open = new WeakMap<Server, Set<ServerResponse>>();

/**
 * Keeps track of the responses a server is still writing, so that a stop can end their connections with them
 * (call when the server is made). Without it a request running at the stop keeps its connection alive.
 */
export function trackResponses<S extends Server>(server: S): S {
  const responses = new Set<ServerResponse>();
  open.set(server, responses);
  server.on('request', (_req, res: ServerResponse) => {
    responses.add(res);
    res.once('close', () => responses.delete(res));
  });
  return server;
}

const endWithResponse = (res: ServerResponse) => {
  if (!res.headersSent) res.setHeader('Connection', 'close');
};

/** Stops `servers` gracefully; resolves when every connection is closed (or cut at the deadline). */
export function closeGracefully(servers: readonly Server[], deadlineMs: number = SHUTDOWN_DEADLINE_MS): Promise<void> {
  return Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          // Running requests are answered, then their connections end; so are requests that still arrive on a
          // kept-alive connection after the close.
          for (const res of open.get(server) ?? []) endWithResponse(res);
          server.prependListener('request', (_req, res) => endWithResponse(res));
          const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
          const cut = setTimeout(() => server.closeAllConnections(), deadlineMs);
          server.close(() => {
            clearInterval(sweep);
            clearTimeout(cut);
            resolve();
          });
          server.closeIdleConnections();
        }),
    ),
  ).then(() => undefined);
}

/**
 * Runs `stop` once on the first SIGTERM or SIGINT and exits with 0 after it (1 when it failed); a second signal
 * exits at once. The timer is a last resort should a pool never close.
 */
export function onTerminate(stop: () => Promise<void>, { name, hardLimitMs }: { name: string; hardLimitMs: number }) {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`[${name}] ${signal}: beende geordnet / shutting down gracefully`);
    setTimeout(() => process.exit(1), hardLimitMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[${name}] Beenden fehlgeschlagen / shutdown failed:`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
