const { killBrowser } = require('./browser.cjs');

module.exports = async function globalTeardown() {
  if (globalThis.__AMB_BROWSER__) await killBrowser(globalThis.__AMB_BROWSER__);
  const system = globalThis.__AMB_SYSTEM__;
  if (!system) return;
  if (process.env.AMB_E2E_LOGS) process.stdout.write(system.logs.join(''));
  await system.stop();
};
