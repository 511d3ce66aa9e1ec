import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { PageGlobals } from '@amb/shared-contracts';
import { createDeployedStore, type TestStore } from './support/deploymentStore';
import { startFakeApi, type FakeApi } from './support/fakeApi';
import { HOSTS, globalsOf, testApp } from './support/testApp';

let store: TestStore;
let api: FakeApi;
let server: http.Server;
let port: number;

beforeEach(async () => {
  store = createDeployedStore();
  api = await startFakeApi();
  let app: Express | null = null;
  server = http.createServer((req, res) => app?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  // The app learns the port it is reached on only after listening; the works-council site lives there.
  app = testApp(store.root, api.url, { PORT_WORKS_COUNCIL: String(port) });
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await api.close();
  store.remove();
});

async function siteOf(host: string): Promise<string> {
  const html = await new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
  return (globalsOf(html) as PageGlobals).site;
}

describe('site of a request', () => {
  it('is decided by the port when the Host is not mapped', async () => {
    expect(await siteOf(`127.0.0.1:${port}`)).toBe('works-council');
  });

  it('is decided by a mapped Host before the port', async () => {
    expect(await siteOf(HOSTS.newer)).toBe('newer');
    expect(await siteOf(`${HOSTS.main}:${port}`)).toBe('main');
  });
});
