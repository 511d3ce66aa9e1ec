/**
 * Local development of one remote (README "Lokale Entwicklung"): a page of the running site points one
 * remote at another server through `?amb-override=`, shows the German notice, and "Zurücksetzen" brings the
 * deployed version back; the real dev server (`npm run dev -w mf-catalogue`) loads under the site's CSP;
 * a bff in production mode ignores every override.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { PAGE_GLOBALS_ELEMENT_ID, type PageGlobals } from '@amb/shared-contracts';
import { e2eContext, newPage, openBrowser, textOf } from './context';

const { freePort, waitForOk, root } = require('../harness/system.cjs') as {
  freePort: () => Promise<number>;
  waitForOk: (url: string, child: ChildProcess, timeoutMs?: number) => Promise<void>;
  root: string;
};

const ctx = e2eContext();
const DEPLOYED_TEXT = 'Alle Seminare ansehen';
const MODIFIED_TEXT = 'Alle Seminare ansehen (Dev-Build)';
const NOTICE = '.amb-dev-overrides';

let browser: Browser;
const children: ChildProcess[] = [];
const servers: http.Server[] = [];

function collect(child: ChildProcess, output: string[]): ChildProcess {
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  children.push(child);
  return child;
}

/** A second bff on the same deployment store and api, in development mode (the harness's runs in production). */
async function startDevelopmentBff(): Promise<string> {
  const [main, newer, worksCouncil] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://localhost:${main}`;
  const output: string[] = [];
  const child = collect(
    spawn(process.execPath, [path.join(root, 'bff/dist/server.js')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        API_URL: ctx.apiUrl,
        AMB_DEPLOY_DIR: ctx.deployDir,
        PORT_MAIN: String(main),
        PORT_NEWER: String(newer),
        PORT_WORKS_COUNCIL: String(worksCouncil),
        ORIGIN_MAIN: origin,
        ORIGIN_NEWER: `http://localhost:${newer}`,
        ORIGIN_WORKS_COUNCIL: `http://localhost:${worksCouncil}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    output,
  );
  await waitForOk(`${origin}/healthz`, child).catch((error: Error) => {
    throw new Error(`${error.message}\n${output.join('')}`);
  });
  return origin;
}

/**
 * A "dev server" serving mf-catalogue's production build with one visible text changed, with CORS for
 * local pages as the preset's dev server sends it; returns its remoteEntry URL.
 */
async function startModifiedBuildServer(): Promise<string> {
  const dist = path.join(root, 'mf-catalogue/dist');
  const server = http.createServer((req, res) => {
    const file = path.join(dist, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!file.startsWith(`${dist}${path.sep}`) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const origin = req.headers.origin;
    res.writeHead(200, {
      'Content-Type': file.endsWith('.css') ? 'text/css' : 'text/javascript',
      ...(origin && /^http:\/\/(localhost|127\.0\.0\.1):\d+$/.test(origin)
        ? { 'Access-Control-Allow-Origin': origin }
        : {}),
    });
    res.end(
      file.endsWith('.js') ? readFileSync(file, 'utf8').replaceAll(DEPLOYED_TEXT, MODIFIED_TEXT) : readFileSync(file),
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/remoteEntry.js`;
}

async function globalsOf(page: Page): Promise<PageGlobals> {
  return JSON.parse(await page.$eval(`#${PAGE_GLOBALS_ELEMENT_ID}`, (el) => el.textContent ?? '')) as PageGlobals;
}

const storedOverrides = (page: Page) => page.evaluate(() => window.localStorage.getItem('amb.remoteOverrides'));
const mainShows = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('#amb-main')?.textContent?.includes(t), {}, text);

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.disconnect();
  for (const server of servers) server.close();
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
});

describe('Lokale Entwicklung einer Remote: Override im Browser', () => {
  it('Entwicklungsmodus: die Seite nutzt den anderen Build, zeigt den Hinweis; Zurücksetzen bringt die deployte Version zurück', async () => {
    const [site, modifiedEntry] = await Promise.all([startDevelopmentBff(), startModifiedBuildServer()]);
    const { page, requests } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    // The overridden build renders from scratch: hydrating the deployed build's server markup would mismatch.
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
    });

    await page.goto(`${site}/?amb-override=mf_catalogue=${modifiedEntry}`, { waitUntil: 'load' });
    expect((await globalsOf(page)).devOverridesAllowed).toBe(true);
    await mainShows(page, MODIFIED_TEXT);
    await page.waitForSelector(NOTICE);
    expect(await textOf(page, NOTICE)).toContain(`Entwicklungsmodus: mf_catalogue kommt von ${modifiedEntry}`);
    expect(new URL(page.url()).search).toBe('');
    expect(requests).toContain(modifiedEntry);
    // The document names the deployed build's stylesheet (the bff rendered that build); no script of it runs.
    expect(requests.some((url) => /\/mf\/mf_catalogue\/.*\.js$/.test(url))).toBe(false);

    // Stored: the next page of the site keeps the override.
    await page.goto(`${site}/seminare`, { waitUntil: 'load' });
    await page.waitForSelector(NOTICE);
    expect(JSON.parse((await storedOverrides(page)) ?? '{}')).toEqual({ mf_catalogue: modifiedEntry });

    await page.goto(`${site}/`, { waitUntil: 'load' });
    await mainShows(page, MODIFIED_TEXT);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click(`${NOTICE} button`), // "Zurücksetzen"
    ]);
    await mainShows(page, DEPLOYED_TEXT);
    expect(await textOf(page, '#amb-main')).not.toContain(MODIFIED_TEXT);
    expect(await page.$(NOTICE)).toBeNull();
    expect(await storedOverrides(page)).toBeNull();
    expect(requests.some((url) => /\/mf\/mf_catalogue\/[^/]+\/remoteEntry\.js$/.test(url))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('der echte Dev-Server (npm run dev -w mf-catalogue) läuft in der Seite, unter ihrer CSP, mit Hot Reload verbunden', async () => {
    const site = await startDevelopmentBff();
    const port = await freePort();
    const output: string[] = [];
    const dev = collect(
      spawn(
        process.execPath,
        [
          path.join(root, 'webpack-preset/bin/webpack.js'),
          'serve',
          '--mode',
          'development',
          '--port',
          String(port),
          '--host',
          '127.0.0.1',
        ],
        // What `npm run dev -w mf-catalogue -- --port … --host 127.0.0.1` runs.
        { cwd: path.join(root, 'mf-catalogue'), stdio: ['ignore', 'pipe', 'pipe'] },
      ),
      output,
    );
    const entry = `http://127.0.0.1:${port}/remoteEntry.js`;
    await waitForOk(entry, dev, 90_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.join('')}`);
    });

    const { page, requests } = await newPage(browser);
    const errors: string[] = [];
    const messages: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${site}/?amb-override=mf_catalogue=${entry}`, { waitUntil: 'load' });
    await mainShows(page, DEPLOYED_TEXT);
    expect(await textOf(page, NOTICE)).toContain(`Entwicklungsmodus: mf_catalogue kommt von ${entry}`);
    expect(requests.filter((url) => url.startsWith(`http://127.0.0.1:${port}/`)).length).toBeGreaterThan(1);
    for (let i = 0; i < 50 && !messages.some((text) => text.includes('[webpack-dev-server] connected')); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(messages).toContainEqual(expect.stringContaining('[webpack-dev-server] connected'));
    // Connected and staying: the dev client does not reload the page on its own.
    await page.evaluate(() => Object.assign(window, { ambStillHere: true }));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await page.evaluate(() => (window as unknown as { ambStillHere?: boolean }).ambStillHere)).toBe(true);
    expect(messages.filter((text) => /Content Security Policy/.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('Produktionsmodus: Overrides aus der Adresse und aus localStorage zählen nicht, kein Hinweis, CSP ohne Dev-Server', async () => {
    const modifiedEntry = await startModifiedBuildServer();
    const { page, requests } = await newPage(browser);
    // Any page of the origin, to write its localStorage.
    await page.goto(`${ctx.origins.main}/gibt-es-nicht`, { waitUntil: 'load' });
    await page.evaluate(
      (value) => window.localStorage.setItem('amb.remoteOverrides', value),
      JSON.stringify({ mf_catalogue: modifiedEntry }),
    );
    const response = await page.goto(`${ctx.origins.main}/?amb-override=mf_catalogue=${modifiedEntry}`, {
      waitUntil: 'load',
    });
    expect((await globalsOf(page)).devOverridesAllowed).toBe(false);
    expect(response?.headers()['content-security-policy']).not.toMatch(/localhost|127\.0\.0\.1/);
    await mainShows(page, DEPLOYED_TEXT);
    expect(await textOf(page, '#amb-main')).not.toContain(MODIFIED_TEXT);
    expect(await page.$(NOTICE)).toBeNull();
    expect(requests).not.toContain(modifiedEntry);
    // The start page needs no script (it loads no catalogue code), the lists hydrate at the first sign of use; a page
    // that loads the catalogue at once (the search) gets the deployed one.
    await page.goto(`${ctx.origins.main}/suche?q=Betriebsrat&amb-override=mf_catalogue=${modifiedEntry}`, {
      waitUntil: 'networkidle0',
    });
    await page.waitForFunction(() => document.querySelector('#amb-main [data-boundary="mf_catalogue"]') !== null);
    expect(await page.$(NOTICE)).toBeNull();
    expect(requests).not.toContain(modifiedEntry);
    expect(requests.some((url) => /\/mf\/mf_catalogue\/[^/]+\/remoteEntry\.js$/.test(url))).toBe(true);
    await page.close();
  });
});
