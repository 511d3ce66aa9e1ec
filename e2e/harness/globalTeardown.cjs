module.exports = async function globalTeardown() {
  const system = globalThis.__AMB_SYSTEM__;
  if (!system) return;
  if (process.env.AMB_E2E_LOGS) process.stdout.write(system.logs.join(''));
  await system.stop();
};
