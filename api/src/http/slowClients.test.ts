/**
 * Issue 21, finding 6: a slow-drip client cannot hold an api connection open. Against a real listening server
 * with shortened timeouts (the real ones are asserted below): a body too slow gets a German 408 and the
 * connection closes, an upload route allows longer, a head too slow is cut, an idle kept-alive connection stays.
 */
import { API_ROUTES, HEADERS_TIMEOUT_MS, MESSAGES, REQUEST_TIMEOUT_MS } from '@amb/shared-contracts';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';
import { KEEP_ALIVE_TIMEOUT_MS, SERVER_TIMEOUTS, createApiServer } from './httpServer';

let testDb: TestDb;
let server: Server;
let port: number;

beforeAll(async () => {
  const created = await createTestApp({ bodyTimeouts: { bodyMs: 600, uploadBodyMs: 2_000 } });
  testDb = created.testDb;
  server = createApiServer(created.app, { headersMs: 600, requestMs: 4_000, keepAliveMs: 5_000, checkEveryMs: 100 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await testDb.destroy();
});

/** A raw connection: what it received, and when (ms after opening) the server closed it. */
function rawClient() {
  const socket: Socket = connect(port, '127.0.0.1');
  const start = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - start)));
  /** Writes `piece` every `everyMs` until the connection closes or `limitMs` passed. */
  const drip = (piece: string, everyMs: number, limitMs: number) => {
    const timer = setInterval(() => {
      if (socket.destroyed || Date.now() - start > limitMs) return clearInterval(timer);
      socket.write(piece);
    }, everyMs);
    void closed.then(() => clearInterval(timer));
  };
  return { socket, received: () => received, closed, drip, start };
}

const slowPost = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`;

describe('slow clients', () => {
  it('answers a body that drips in too slowly with a German 408 and closes the connection', async () => {
    const client = rawClient();
    client.socket.write(slowPost(API_ROUTES.cartAddItem.path));
    client.drip(' ', 100, 10_000);
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain(
      JSON.stringify({ error: { code: 'REQUEST_TIMEOUT', message: MESSAGES.requestTimeout } }),
    );
    expect(closedAfter).toBeGreaterThanOrEqual(550);
    expect(closedAfter).toBeLessThan(3_000);
  });

  it('gives an upload route its longer deadline', async () => {
    const client = rawClient();
    client.socket.write(slowPost(API_ROUTES.managePdfAnalysisUpload.path));
    client.drip(' ', 100, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(client.received()).toBe('');
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(1_950);
    expect(closedAfter).toBeLessThan(4_500);
  });

  it('cuts a request head that drips in too slowly', async () => {
    const client = rawClient();
    client.socket.write(`GET ${API_ROUTES.seminars.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    client.drip('X-Langsam: a\r\n', 100, 10_000);
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeLessThan(2_500);
  });

  it('keeps an idle kept-alive connection open beyond the head timeout', async () => {
    const client = rawClient();
    const get = `GET ${API_ROUTES.seminars.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    client.socket.write(get);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    client.socket.write(get);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(client.received().match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    client.socket.destroy();
  });

  it('runs with 10 s for the head, 30 s for a body (2 min for an upload) and a minute of keep-alive', () => {
    const real = createApiServer(() => {});
    expect([real.headersTimeout, real.requestTimeout, real.keepAliveTimeout]).toEqual([
      HEADERS_TIMEOUT_MS,
      REQUEST_TIMEOUT_MS,
      KEEP_ALIVE_TIMEOUT_MS,
    ]);
    expect([HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS]).toEqual([10_000, 130_000]);
    expect(SERVER_TIMEOUTS.checkEveryMs).toBe(1_000);
  });
});
