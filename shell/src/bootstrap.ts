import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, start } from 'single-spa';
import { reportLoadFailure } from './applications';
import { startShell } from './startShell';
import { shellRuntimeOptions } from './federation';

// The runtime instance the shell's webpack build created (its name is the build's), with the shell's plugins.
init(shellRuntimeOptions({ report: reportLoadFailure }));

void startShell({
  federation: { registerRemotes, loadRemote },
  singleSpa: { registerApplication, start },
  storage: window.localStorage,
});
