const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { killBrowser } = require('./browser.cjs');

/** What api and bff wrote during the run; scripts/test-all.sh shows its end when an e2e test failed. */
const LOG_FILE = path.join(__dirname, '..', 'artifacts', 'system.log');

module.exports = async function globalTeardown() {
  if (globalThis.__AMB_BROWSER__) await killBrowser(globalThis.__AMB_BROWSER__);
  const system = globalThis.__AMB_SYSTEM__;
  if (!system) return;
  mkdirSync(path.dirname(LOG_FILE), { recursive: true });
  writeFileSync(LOG_FILE, system.logs.join(''));
  if (process.env.AMB_E2E_LOGS) process.stdout.write(system.logs.join(''));
  await system.stop();
};
