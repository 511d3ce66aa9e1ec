const { startSystem } = require('./system.cjs');
const { launchBrowser } = require('./browser.cjs');

// One system and one Chromium for the whole run; each test file connects to the browser and
// works in its own browser contexts.
module.exports = async function globalSetup() {
  const system = await startSystem();
  globalThis.__AMB_SYSTEM__ = system;
  const browser = await launchBrowser();
  globalThis.__AMB_BROWSER__ = browser;
  process.env.AMB_E2E = JSON.stringify({
    origins: system.origins,
    embedHost: system.embedHost,
    apiUrl: system.apiUrl,
    deployDir: system.deployDir,
    mailDir: system.mailDir,
    databaseFile: system.databaseFile,
    seedBaseDate: system.env.SEED_BASE_DATE,
    pids: system.pids,
    env: { AMB_DEPLOY_DIR: system.deployDir },
    browserWSEndpoint: browser.wsEndpoint(),
  });
};
