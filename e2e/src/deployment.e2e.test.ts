import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'puppeteer-core';
import type { RemotesMap } from '@amb/shared-contracts';
import { e2eContext, newPage, openBrowser, textOf } from './context';

const { deploy, rollback, root } = require('../harness/system.cjs');

const { origins, env } = e2eContext();
const deployEnv = { ...process.env, ...env };
let browser: Browser;
let buildCopy: string;

beforeAll(async () => {
  browser = await openBrowser();
  // A second build of mf-account (a remote whose pages are built; a pending route's 404 document keeps its
  // server-rendered not-found page): the real build plus a marker, so its content hash differs.
  buildCopy = mkdtempSync(path.join(os.tmpdir(), 'amb-build-'));
  cpSync(path.join(root, 'mf-account/dist'), buildCopy, { recursive: true });
  const entry = path.join(buildCopy, 'remoteEntry.js');
  const source = `${readFileSync(entry, 'utf8')}\n/* e2e: zweite Version */\n`;
  writeFileSync(entry, source);
  for (const file of readdirSync(buildCopy)) {
    if (file === 'remoteEntry.js.br') writeFileSync(path.join(buildCopy, file), zlib.brotliCompressSync(source));
    if (file === 'remoteEntry.js.gz') writeFileSync(path.join(buildCopy, file), zlib.gzipSync(source));
  }
});
afterAll(async () => {
  await browser?.disconnect();
  rmSync(buildCopy, { recursive: true, force: true });
});

async function remotesMap(): Promise<RemotesMap> {
  const response = await fetch(`${origins.main}/remotes.json`);
  expect(response.headers.get('cache-control')).toContain('no-cache');
  return (await response.json()) as RemotesMap;
}

async function entryLoadedByBrowser(): Promise<string> {
  const { page, requests } = await newPage(browser);
  await page.goto(`${origins.main}/kundenportal/login`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('#amb-main h1')?.textContent === 'Anmelden');
  expect(await textOf(page, '#amb-main h1')).toBe('Anmelden');
  await page.close();
  const entry = requests.find((url) => /\/mf\/mf_account\/[^/]+\/remoteEntry\.js$/.test(url));
  expect(entry).toBeDefined();
  return new URL(entry!).pathname;
}

describe('Unabhängiges Deployment', () => {
  it('Deploy und Rollback einer Remote ändern, was der Browser lädt – ohne Neustart', async () => {
    const before = await remotesMap();
    const firstEntry = before.mf_account!;
    expect(await entryLoadedByBrowser()).toBe(firstEntry);

    deploy('mf_account', deployEnv, ['--dist', buildCopy]);
    const after = await remotesMap();
    expect(after.mf_account).not.toBe(firstEntry);
    expect(after.mf_cart).toBe(before.mf_cart);
    expect(await entryLoadedByBrowser()).toBe(after.mf_account);

    rollback('mf_account', deployEnv);
    expect((await remotesMap()).mf_account).toBe(firstEntry);
    expect(await entryLoadedByBrowser()).toBe(firstEntry);
  });
});
