'use strict';
// Module Federation runtime options (TOOLCHAIN: measure, keep the lightest that works).
// Each variant gives the plugin options for a role ('host' | 'remote'). The chosen one is CHOSEN;
// AMB_MF_RUNTIME=<variant> overrides it for a measurement (see README for the figures).
const lean = { optimization: { disableSnapshot: true, target: 'web' } };

const VARIANTS = {
  default: () => ({}),
  'no-snapshot': () => ({ experiments: { optimization: { disableSnapshot: true } } }),
  'no-snapshot-web': () => ({ experiments: lean }),
  'no-snapshot-web-loaded-first': () => ({ experiments: lean, shareStrategy: 'loaded-first' }),
  'external-runtime': (role) => ({
    experiments: role === 'host' ? { ...lean, provideExternalRuntime: true } : { ...lean, externalRuntime: true },
  }),
  'external-runtime-loaded-first': (role) => ({
    ...VARIANTS['external-runtime'](role),
    shareStrategy: 'loaded-first',
  }),
};

const CHOSEN = 'no-snapshot-web-loaded-first';

function mfRuntimeOptions(role) {
  const variant = process.env.AMB_MF_RUNTIME || CHOSEN;
  const make = VARIANTS[variant];
  if (!make) throw new Error(`Unbekannte AMB_MF_RUNTIME-Variante: ${variant}`);
  return make(role);
}

module.exports = { mfRuntimeOptions, VARIANTS, CHOSEN };
