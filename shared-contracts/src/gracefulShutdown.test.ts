import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeGracefully, trackResponses } from './gracefulShutdown';

/** A server whose /slow answers when the test says so; every other path at once. */
async function testServer() {
  let finishSlow: (() => void) | undefined;
  const server = trackResponses(
    http.createServer((req, res) => {
      if (req.url === '/slow') {
        finishSlow = () => res.end('spät, aber da');
        return;
      }
      res.end('sofort');
    }),
  );
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, finishSlow: () => finishSlow?.(), slowArrived: () => finishSlow !== undefined };
}

function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('closeGracefully', () => {
  it('refuses new connections, finishes the running request, closes kept-alive connections, then resolves', async () => {
    const { server, port, finishSlow, slowArrived } = await testServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    // An idle kept-alive connection, and one busy with a slow request.
    expect((await get(port, '/fast', agent)).body).toBe('sofort');
    const slow = get(port, '/slow', agent);
    while (!slowArrived()) await new Promise((resolve) => setTimeout(resolve, 5));

    let closed = false;
    const closing = closeGracefully([server], 5_000).then(() => {
      closed = true;
    });
    await expect(get(port, '/fast', new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(closed).toBe(false);

    finishSlow();
    await expect(slow).resolves.toEqual({ status: 200, body: 'spät, aber da', connection: 'close' });
    await closing;
    expect(closed).toBe(true);
    agent.destroy();
  });

  it('cuts what is still open at the deadline', async () => {
    const { server, port, slowArrived } = await testServer();
    const slow = get(port, '/slow', new http.Agent()).catch((error: NodeJS.ErrnoException) => error.code);
    while (!slowArrived()) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = Date.now();
    await closeGracefully([server], 200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await expect(slow).resolves.toBe('ECONNRESET');
  });
});
