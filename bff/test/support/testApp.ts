import type { Express } from 'express';
import request from 'supertest';
import { closeApp, createApp } from '../../src/app';
import { loadConfig, type BffConfig } from '../../src/config';

export const HOSTS = { main: 'www.main.test', newer: 'neu.main.test', 'works-council': 'www.wc.test' } as const;

export function testConfig(deployDir: string, apiUrl: string, env: Record<string, string> = {}): BffConfig {
  return loadConfig({
    AMB_DEPLOY_DIR: deployDir,
    API_URL: apiUrl,
    SITE_HOSTS: `${HOSTS.main}=main,${HOSTS.newer}=newer,${HOSTS['works-council']}=works-council`,
    API_TIMEOUT_MS: '2000',
    ...env,
  });
}

const openApps = new Set<Express>();

// Every app a test made ends its render threads after the test.
afterEach(async () => {
  const apps = [...openApps];
  openApps.clear();
  await Promise.all(apps.map(closeApp));
});

export function testApp(deployDir: string, apiUrl: string, env: Record<string, string> = {}): Express {
  const app = createApp(testConfig(deployDir, apiUrl, env));
  openApps.add(app);
  return app;
}

/** The page globals embedded in a document. */
export function globalsOf(html: string): unknown {
  const match = /<script id="amb-page-globals" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('keine Page-Globals im Dokument');
  return JSON.parse(match[1]);
}

/**
 * GETs `path` until the answer satisfies `accept` (a deploy goes live once its generation is warm, a few
 * milliseconds after the registry flipped); fails after `timeoutMs`.
 */
export async function eventuallyGet(
  app: Express,
  path: string,
  accept: (res: request.Response) => boolean,
  { host = HOSTS.main, timeoutMs = 5000 }: { host?: string; timeoutMs?: number } = {},
): Promise<request.Response> {
  const started = Date.now();
  for (;;) {
    const res = await request(app).get(path).set('Host', host).set('Accept', 'text/html');
    if (accept(res)) return res;
    if (Date.now() - started > timeoutMs) throw new Error(`${path}: nach ${timeoutMs} ms nicht wie erwartet`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
