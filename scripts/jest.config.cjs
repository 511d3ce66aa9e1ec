// Tests of the deployment store (native ESM: run with node --experimental-vm-modules; the shell's
// `npm test` does this).
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.mjs'],
  transform: {},
  // The packages' timeout (jest.preset.cjs): these tests start Node processes, slow on a busy machine.
  testTimeout: 20000,
};
