const { startSystem } = require('./system.cjs');

module.exports = async function globalSetup() {
  const system = await startSystem();
  globalThis.__AMB_SYSTEM__ = system;
  process.env.AMB_E2E = JSON.stringify({
    origins: system.origins,
    apiUrl: system.apiUrl,
    deployDir: system.deployDir,
    env: { AMB_DEPLOY_DIR: system.deployDir },
  });
};
