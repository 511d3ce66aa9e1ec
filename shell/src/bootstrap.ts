import { init, loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, start, triggerAppChange } from 'single-spa';
import { reportLoadFailure } from './applications';
import { startShell } from './startShell';
import { shellRuntimeOptions } from './federation';
import { sharedRetryPlugin } from './runtimePlugins';

// The runtime instance the shell's webpack build created (its name is the build's), with the shell's plugins; the
// remotes' instances (each loads its own shared modules) get the shared modules' retry.
registerGlobalPlugins([sharedRetryPlugin()]);
init(shellRuntimeOptions({ report: reportLoadFailure }));

void startShell({
  federation: { registerRemotes, loadRemote },
  singleSpa: { registerApplication, start, triggerAppChange },
  storage: window.localStorage,
});
