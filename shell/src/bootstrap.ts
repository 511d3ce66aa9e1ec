import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, start } from 'single-spa';
import { startShell } from './startShell';

init({ name: 'shell', remotes: [] });

void startShell({
  federation: { registerRemotes, loadRemote },
  singleSpa: { registerApplication, start },
  storage: window.localStorage,
});
