/**
 * Issue 21, finding 6: a slow-drip client cannot hold a bff connection (and the api connection behind it) open.
 * Against a real listening server with shortened timeouts (the real ones are asserted below).
 */
import { API_ROUTES, HEADERS_TIMEOUT_MS, MESSAGES, REQUEST_TIMEOUT_MS } from '@amb/shared-contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeApp, createApp } from '../src/app';
import { SERVER_TIMEOUTS, createHttpServer } from '../src/http/clientError';
import { testConfig } from './support/testApp';

let deployDir: string;
let upstream: Server;
let server: Server;
let port: number;
let app: ReturnType<typeof createApp>;
/** The requests the api behind the bff received (it never answers: a body that never ends). */
const upstreamRequests: IncomingMessage[] = [];

const listen = async (s: Server) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return (s.address() as AddressInfo).port;
};

beforeAll(async () => {
  deployDir = await mkdtemp(path.join(tmpdir(), 'amb-bff-slow-'));
  upstream = createServer((req) => upstreamRequests.push(req));
  const apiPort = await listen(upstream);
  app = createApp(testConfig(deployDir, `http://127.0.0.1:${apiPort}`), {
    bodyTimeouts: { bodyMs: 600, uploadBodyMs: 2_000 },
  });
  server = createHttpServer(app, { headersMs: 600, requestMs: 4_000, checkEveryMs: 100 });
  port = await listen(server);
});
afterAll(async () => {
  for (const s of [server, upstream]) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
  await closeApp(app);
  await rm(deployDir, { recursive: true, force: true });
});

function rawClient() {
  const socket: Socket = connect(port, '127.0.0.1');
  const start = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - start)));
  const drip = (piece: string, everyMs: number) => {
    const timer = setInterval(() => {
      if (socket.destroyed || Date.now() - start > 10_000) return clearInterval(timer);
      socket.write(piece);
    }, everyMs);
    void closed.then(() => clearInterval(timer));
  };
  return { socket, received: () => received, closed, drip };
}

const slowPost = (target: string) =>
  `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`;

describe('slow clients at the bff', () => {
  it('answers a proxied body that drips in too slowly with a German 408 and closes both connections', async () => {
    const client = rawClient();
    client.socket.write(slowPost(API_ROUTES.cartAddItem.path));
    client.drip(' ', 100);
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain(MESSAGES.requestTimeout);
    expect(closedAfter).toBeGreaterThanOrEqual(550);
    expect(closedAfter).toBeLessThan(3_000);
    // The api's side of the proxied request is given up too.
    const forwarded = upstreamRequests.at(-1)!;
    expect(forwarded.url).toBe(API_ROUTES.cartAddItem.path);
    await new Promise<void>((resolve) => (forwarded.destroyed ? resolve() : forwarded.once('close', resolve)));
  });

  it('gives an upload route its longer deadline', async () => {
    const client = rawClient();
    client.socket.write(slowPost(API_ROUTES.managePdfAnalysisUpload.path));
    client.drip(' ', 100);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(client.received()).toBe('');
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(1_950);
  });

  it('answers a request head that drips in too slowly with a German 408', async () => {
    const client = rawClient();
    client.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    client.drip('X-Langsam: a\r\n', 100);
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain(MESSAGES.requestTimeout);
    expect(closedAfter).toBeLessThan(2_500);
  });

  it('runs with 10 s for the head and 130 s for the whole request, checked every second', () => {
    const real = createHttpServer(() => {});
    expect([real.headersTimeout, real.requestTimeout]).toEqual([HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS]);
    expect(SERVER_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 130_000, checkEveryMs: 1_000 });
  });
});
