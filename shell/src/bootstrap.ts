import { registerApplication, start } from 'single-spa';
import { containerFederation, webpackContainerRuntime } from './containerFederation';
import { startShell } from './startShell';

void startShell({
  federation: containerFederation(webpackContainerRuntime()),
  singleSpa: { registerApplication, start },
  storage: window.localStorage,
});
