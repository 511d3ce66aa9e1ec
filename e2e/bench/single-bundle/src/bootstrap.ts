// Replaces shell/src/bootstrap.ts in the bench's single bundle (webpack.config.cjs): the same shell, started with
// the bundled remotes instead of the Module Federation runtime.
import { registerApplication, start, triggerAppChange } from 'single-spa';
import { startShell } from '../../../../shell/src/startShell';
import { bundledFederation } from './bundledRemotes';

void startShell({
  federation: bundledFederation,
  singleSpa: { registerApplication, start, triggerAppChange },
  storage: window.localStorage,
});
