import http from 'node:http';
import type { Express } from 'express';
import type { PageGlobals } from '@amb/shared-contracts';
import { HOSTS, globalsOf } from './support/testApp';
import { closeServer, listenOnLoopback, withTestSystem } from './support/testSystem';

const system = withTestSystem();
let server: http.Server;
let port: number;

beforeEach(async () => {
  let app: Express | null = null;
  server = http.createServer((req, res) => app?.(req, res));
  port = await listenOnLoopback(server);
  // The app learns the port it is reached on only after listening; the works-council site lives there.
  app = system.app({ PORT_WORKS_COUNCIL: String(port) });
});
afterEach(() => closeServer(server));

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
