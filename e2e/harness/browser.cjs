// Debian's Chromium driven by puppeteer-core; flags keep it off the (closed) network.
const puppeteer = require('puppeteer-core');
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

async function launchBrowser(extraArgs = []) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'amb-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`, ...extraArgs],
  });
  // Chromium may still flush its profile right after the connection closes: retry, never throw.
  browser.once('disconnected', () => {
    try {
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      /* a leftover temp profile is harmless */
    }
  });
  return browser;
}

/**
 * Installed before any page script runs: a minimal React DevTools hook. Every React renderer
 * (each copy of react-dom) registers itself through inject(), so the count is the number of
 * renderers on the page.
 */
function installRendererCounter() {
  const renderers = new Map();
  let nextId = 1;
  window.__AMB_RENDERERS__ = renderers;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = nextId++;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/**
 * Chromium here needs ~5 s for an orderly shutdown; the profile is a throw-away temp folder, so the
 * harness ends it at once instead.
 */
async function killBrowser(browser) {
  const proc = browser.process();
  if (!proc || proc.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGKILL');
  await exited;
}

module.exports = { launchBrowser, killBrowser, installRendererCounter, CHROMIUM_FLAGS };
