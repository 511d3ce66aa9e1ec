import { createDeployedStore, type TestStore } from './deploymentStore';
import { startFakeApi, type FakeApi } from './fakeApi';

export interface TestSystem {
  store: TestStore;
  api: FakeApi;
}

/**
 * A deployed store and a fake api, fresh for each test:
 * `beforeEach(async () => ({ store, api } = await startTestSystem()))` and `afterEach(() => stopTestSystem({ store, api }))`.
 */
export async function startTestSystem(): Promise<TestSystem> {
  const store = createDeployedStore();
  return { store, api: await startFakeApi() };
}

export async function stopTestSystem({ store, api }: TestSystem): Promise<void> {
  await api.close();
  store.remove();
}
