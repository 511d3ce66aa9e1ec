import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real http server standing in for an api that answers late; it counts what reached it. */
export interface SlowUpstream {
  url: string;
  /** Requests that arrived. */
  requests: number;
  /** Requests whose connection closed before the answer was written (the caller gave up). */
  aborted: number;
  /** TCP connections opened in total, and the most that were open at the same time. */
  connections: number;
  maxOpenConnections: number;
  close(): Promise<void>;
}

/** Answers every request with 201 `{ ok: true }` after `delayMs`. */
export async function startSlowUpstream(delayMs: number): Promise<SlowUpstream> {
  let open = 0;
  const upstream: SlowUpstream = {
    url: '',
    requests: 0,
    aborted: 0,
    connections: 0,
    maxOpenConnections: 0,
    close: () => Promise.resolve(),
  };
  const server = http.createServer((req, res) => {
    upstream.requests += 1;
    req.resume();
    const timer = setTimeout(() => {
      res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    }, delayMs);
    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) upstream.aborted += 1;
    });
  });
  server.on('connection', (socket) => {
    upstream.connections += 1;
    open += 1;
    upstream.maxOpenConnections = Math.max(upstream.maxOpenConnections, open);
    socket.on('close', () => {
      open -= 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return upstream;
}

/** Polls until `condition` holds (events on the other end of a socket arrive a little later). */
export async function eventually(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Bedingung nach ${timeoutMs} ms nicht erfüllt`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
