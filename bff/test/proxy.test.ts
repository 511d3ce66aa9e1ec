import request from 'supertest';
import { MESSAGES } from '@amb/shared-contracts';
import { isProxiedPath } from '../src/routes/proxy';
import { createDeployedStore, type TestStore } from './support/deploymentStore';
import { closedPortUrl, startFakeApi, type FakeApi } from './support/fakeApi';
import { testApp } from './support/testApp';

let store: TestStore;
let api: FakeApi;

beforeEach(async () => {
  store = createDeployedStore();
  api = await startFakeApi();
});

afterEach(async () => {
  await api.close();
  store.remove();
});

describe('api proxy', () => {
  it('passes the full path, query, body and cookies to the api and Set-Cookie back', async () => {
    const res = await request(testApp(store.root, api.url))
      .post('/order-api/add-cart-item?quelle=test')
      .set('Cookie', 'amb_session=alt; amb_csrf=xyz')
      .send({ eventId: 501 })
      .expect(201);
    expect(res.body).toMatchObject({
      method: 'POST',
      url: '/order-api/add-cart-item?quelle=test',
      cookie: 'amb_session=alt; amb_csrf=xyz',
      body: { eventId: 501 },
    });
    expect(res.body.forwardedFor).toBeTruthy();
    expect(res.headers['set-cookie']?.[0]).toMatch(/^amb_session=neu; Path=\/; HttpOnly/);
  });

  it('keeps the original Host (changeOrigin off)', async () => {
    const res = await request(testApp(store.root, api.url)).get('/api-meinamb/settings').set('Host', 'www.main.test').expect(201);
    expect(res.body).toMatchObject({ url: '/api-meinamb/settings', host: 'www.main.test' });
  });

  it.each([
    '/api/get-rubrics',
    '/wishlist/get-all',
    '/wishlist/add/7',
    '/kundenportal/get-user',
    '/schulungsplan/get',
    '/shared-modules/shopping-cart-small',
  ])('proxies %s', async (url) => {
    const res = await request(testApp(store.root, api.url)).get(url).expect(201);
    expect(res.body.url).toBe(url);
  });

  it('leaves page routes of the same families to the documents', () => {
    expect(isProxiedPath('/wishlist/list')).toBe(false);
    expect(isProxiedPath('/schulungsplan/admin')).toBe(false);
    expect(isProxiedPath('/kundenportal/login')).toBe(false);
  });

  it('answers 502 with the German message when the api is down and keeps running', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = testApp(store.root, await closedPortUrl());
    const res = await request(app).get('/api/get-seminars').expect(502);
    expect(res.body).toEqual({ error: { code: 'UPSTREAM_UNAVAILABLE', message: MESSAGES.apiUnavailable } });
    await request(app).post('/order-api/delete-cart-item').send({ cartItemId: 1 }).expect(502);
    await request(app).get('/remotes.json').expect(200);
    spy.mockRestore();
  });
});
