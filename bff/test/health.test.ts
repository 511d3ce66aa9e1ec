import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { isLoopbackAddress } from '../src/routes/health';
import { closedPortUrl } from './support/fakeApi';
import { withTestSystem } from './support/testSystem';

const REGISTRY = { shell: 'aaaaaaaaaaaa', mf_navigation: 'bbbbbbbbbbbb', mf_cart: 'cccccccccccc' };

const system = withTestSystem();

/** GET /healthz over a real listening server, from wherever `connect` says. */
async function healthzVia(
  app: Express,
  listen: (server: http.Server) => Promise<http.RequestOptions>,
): Promise<{ status: number; body: unknown }> {
  const server = http.createServer(app);
  try {
    const target = await listen(server);
    return await new Promise((resolve, reject) => {
      http
        .get({ ...target, path: '/healthz', agent: false }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        })
        .on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function externalIPv4(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

describe('/healthz', () => {
  it('answers 200 with the api up and lists the current versions for a local request', async () => {
    const res = await request(system.app()).get('/healthz').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ status: 'ok', api: 'ok', registry: REGISTRY, rendering: {} });
  });

  it('answers 503 with the api down, the body saying so', async () => {
    const res = await request(system.appWithApi(await closedPortUrl()))
      .get('/healthz')
      .expect(503);
    expect(res.body).toEqual({ status: 'unavailable', api: 'down', registry: REGISTRY, rendering: {} });
  });

  it.each([
    ['X-Forwarded-For', { 'X-Forwarded-For': '127.0.0.1' }],
    ['Forwarded', { Forwarded: 'for=127.0.0.1' }],
  ])(
    'keeps the versions from a request relayed by a proxy on this host (%s), whatever it claims',
    async (_h, headers) => {
      for (const env of [{}, { TRUST_PROXY: 'loopback' }] as Record<string, string>[]) {
        const res = await request(system.app(env)).get('/healthz').set(headers).expect(200);
        expect(res.body).toEqual({ status: 'ok', api: 'ok' });
      }
    },
  );

  it('keeps the versions from a client that is not on a loopback address (Unix socket)', async () => {
    const socketPath = path.join(system.store.root, 'bff.sock');
    const res = await healthzVia(system.app(), async (server) => {
      await new Promise<void>((resolve) => server.listen(socketPath, resolve));
      return { socketPath };
    });
    expect(res).toEqual({ status: 200, body: { status: 'ok', api: 'ok' } });
  });

  const external = externalIPv4();
  (external ? it : it.skip)(`keeps the versions from a client on a network address (${external})`, async () => {
    const res = await healthzVia(system.appWithApi(await closedPortUrl()), async (server) => {
      await new Promise<void>((resolve) => server.listen(0, external, resolve));
      return { host: external, port: (server.address() as AddressInfo).port, localAddress: external };
    });
    expect(res).toEqual({ status: 503, body: { status: 'unavailable', api: 'down' } });
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.0.2.2', false],
    ['::ffff:192.0.2.2', false],
    ['fd00::2', false],
    ['10.0.0.1', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});
