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
  browser.once('disconnected', () => rmSync(userDataDir, { recursive: true, force: true }));
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

module.exports = { launchBrowser, installRendererCounter, CHROMIUM_FLAGS };
