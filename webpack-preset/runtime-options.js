'use strict';
// Module Federation runtime options (TOOLCHAIN: measure, keep the lightest that works).
// Each variant gives the plugin options for a role ('host' | 'remote') and mode. The chosen one is
// CHOSEN; AMB_MF_RUNTIME=<variant> overrides it for a measurement (figures in README.md).
// External runtime: the shell provides the runtime core once, production remotes use it instead of
// carrying their own copy. Dev remotes keep theirs so a remote's dev server also works on its own.
const lean = { optimization: { disableSnapshot: true, target: 'web' } };

const VARIANTS = {
  default: () => ({}),
  'no-snapshot': () => ({ experiments: { optimization: { disableSnapshot: true } } }),
  'no-snapshot-web': () => ({ experiments: lean }),
  'no-snapshot-web-loaded-first': () => ({ experiments: lean, shareStrategy: 'loaded-first' }),
  'external-runtime': (role, dev) => ({
    experiments: role === 'host' ? { ...lean, provideExternalRuntime: true } : { ...lean, externalRuntime: !dev },
  }),
  'external-runtime-loaded-first': (role, dev) => ({
    ...VARIANTS['external-runtime'](role, dev),
    shareStrategy: 'loaded-first',
  }),
};

const CHOSEN = 'external-runtime-loaded-first';

function mfRuntimeOptions(role, dev = false) {
  const variant = process.env.AMB_MF_RUNTIME || CHOSEN;
  const make = VARIANTS[variant];
  if (!make) throw new Error(`Unbekannte AMB_MF_RUNTIME-Variante: ${variant}`);
  return make(role, dev);
}

module.exports = { mfRuntimeOptions, VARIANTS, CHOSEN };
