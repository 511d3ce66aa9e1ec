import request from 'supertest';
import { createDeployedStore, type TestStore } from './support/deploymentStore';
import { closedPortUrl, startFakeApi } from './support/fakeApi';
import { testApp } from './support/testApp';

let store: TestStore;

beforeEach(() => {
  store = createDeployedStore();
});

afterEach(() => store.remove());

describe('/healthz', () => {
  it('reports the api and the current versions', async () => {
    const api = await startFakeApi();
    try {
      const res = await request(testApp(store.root, api.url)).get('/healthz').expect(200);
      expect(res.body).toEqual({
        status: 'ok',
        api: 'ok',
        registry: { shell: 'aaaaaaaaaaaa', mf_navigation: 'bbbbbbbbbbbb', mf_cart: 'cccccccccccc' },
      });
    } finally {
      await api.close();
    }
  });

  it('stays ok with the api down', async () => {
    const res = await request(testApp(store.root, await closedPortUrl()))
      .get('/healthz')
      .expect(200);
    expect(res.body).toMatchObject({ status: 'ok', api: 'down' });
  });
});
