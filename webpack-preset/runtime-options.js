'use strict';
// Module Federation runtime experiments (TOOLCHAIN: measure and keep the lightest that works).
// The chosen default is at the bottom; AMB_MF_RUNTIME=<variant> overrides it for measurements.
const VARIANTS = {
  default: () => undefined,
  'no-snapshot': () => ({ optimization: { disableSnapshot: true } }),
  'no-snapshot-web': () => ({ optimization: { disableSnapshot: true, target: 'web' } }),
  'external-runtime': (role) =>
    role === 'host'
      ? { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } }
      : { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
};

const CHOSEN = 'no-snapshot-web';

function mfExperiments(role) {
  const variant = process.env.AMB_MF_RUNTIME || CHOSEN;
  const make = VARIANTS[variant];
  if (!make) throw new Error(`Unbekannte AMB_MF_RUNTIME-Variante: ${variant}`);
  return make(role);
}

module.exports = { mfExperiments, VARIANTS, CHOSEN };
