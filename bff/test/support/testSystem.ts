import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createDeployedStore, type TestStore } from './deploymentStore';
import { startFakeApi, type FakeApi } from './fakeApi';
import { testApp } from './testApp';

/** A deployed store and a fake api, fresh for each test of the file that calls `withTestSystem()`. */
export interface TestSystem {
  store: TestStore;
  api: FakeApi;
  /** The bff on this store and the fake api; `env` adds settings. */
  app(env?: Record<string, string>): Express;
  /** The bff on this store with another api (a closed port, a slow upstream). */
  appWithApi(apiUrl: string, env?: Record<string, string>): Express;
}

/** Registers the hooks that start the test system before each test and stop it after; read it inside tests. */
export function withTestSystem(): TestSystem {
  const system = {
    app: (env?: Record<string, string>) => testApp(system.store.root, system.api.url, env),
    appWithApi: (apiUrl: string, env?: Record<string, string>) => testApp(system.store.root, apiUrl, env),
  } as TestSystem;
  beforeEach(async () => {
    system.store = createDeployedStore();
    system.api = await startFakeApi();
  });
  afterEach(async () => {
    await system.api.close();
    system.store.remove();
  });
  return system;
}

/** Listens on a free loopback port and tells which. */
export async function listenOnLoopback(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Closes a listening server, open connections included. */
export async function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
