import type { Express } from 'express';
import { createApp } from '../../src/app';
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

export function testApp(deployDir: string, apiUrl: string, env: Record<string, string> = {}): Express {
  return createApp(testConfig(deployDir, apiUrl, env));
}

/** The page globals embedded in a document. */
export function globalsOf(html: string): unknown {
  const match = /<script id="amb-page-globals" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('keine Page-Globals im Dokument');
  return JSON.parse(match[1]);
}
