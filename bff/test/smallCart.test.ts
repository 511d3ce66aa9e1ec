import request from 'supertest';
import { MESSAGES, PAGE_ROUTES, type SmallCartResponse } from '@amb/shared-contracts';
import { ANNAS_CART_ITEM, FAKE_SESSIONS, closedPortUrl } from './support/fakeApi';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();
const path = PAGE_ROUTES.fragmentCartSmall.path;

describe("GET /shared-modules/shopping-cart-small (the header's small cart)", () => {
  it("answers the visitor's cart from the api, for the visitor's session, never cached", async () => {
    const res = await request(system.app())
      .get(path)
      .set('Accept', 'application/json')
      .set('Cookie', `amb_sid=${FAKE_SESSIONS.anna.sid}; amb_csrf=${FAKE_SESSIONS.anna.csrf}`)
      .expect(200);
    expect(res.body satisfies SmallCartResponse).toEqual([ANNAS_CART_ITEM]);
    expect(res.headers['cache-control']).toBe('no-store');
    const upstream = system.api.requests.find((r) => r.url === path);
    expect(upstream?.headers.cookie).toContain(`amb_sid=${FAKE_SESSIONS.anna.sid}`);
  });

  it('answers an empty cart to a visitor without a session, also when a browser asks for HTML', async () => {
    const res = await request(system.app()).get(path).set('Accept', 'text/html,*/*').expect(200);
    expect(res.body).toEqual([]);
  });

  it('answers a German 502 when the api is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await request(system.appWithApi(await closedPortUrl()))
      .get(path)
      .expect(502);
    expect(res.body.error).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: MESSAGES.apiUnavailable });
  });
});
