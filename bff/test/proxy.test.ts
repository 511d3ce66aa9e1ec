import request from 'supertest';
import { MESSAGES } from '@amb/shared-contracts';
import { isProxiedPath } from '../src/routes/proxy';
import { closedPortUrl } from './support/fakeApi';
import { eventually, startSlowUpstream } from './support/slowUpstream';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();

describe('api proxy', () => {
  it('passes the full path, query, body and cookies to the api and Set-Cookie back', async () => {
    const res = await request(system.app())
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
    const res = await request(system.app()).get('/api-meinamb/settings').set('Host', 'www.main.test').expect(201);
    expect(res.body).toMatchObject({ url: '/api-meinamb/settings', host: 'www.main.test' });
  });

  it.each([
    '/api/get-rubrics',
    '/wishlist/get-all',
    '/wishlist/add/7',
    '/kundenportal/get-token',
    '/kundenportal/get-gremium-users',
    '/kundenportal/logintargetget?redirect=%2Fseminare',
    '/schulungsplan/get',
  ])('proxies %s', async (url) => {
    const res = await request(system.app()).get(url).expect(201);
    expect(res.body.url).toBe(url);
  });

  it('leaves page routes of the same families to the documents', () => {
    expect(isProxiedPath('/wishlist/list')).toBe(false);
    expect(isProxiedPath('/schulungsplan/admin')).toBe(false);
    expect(isProxiedPath('/kundenportal/login')).toBe(false);
    expect(isProxiedPath('/kundenportal/login/anna%40example.de')).toBe(false);
    expect(isProxiedPath('/kundenportal/meinamb')).toBe(false);
    expect(isProxiedPath('/kundenportal/logout')).toBe(false);
  });

  it('proxies POST /kundenportal/local-login with body, cookies and CSRF header; Set-Cookie comes back', async () => {
    const res = await request(system.app())
      .post('/kundenportal/local-login')
      .set('Accept', 'text/html,application/json')
      .set('Cookie', 'amb_sid=sid-anon; amb_csrf=csrf-anon')
      .set('x-csrf-token', 'csrf-anon')
      .send({ email: 'anna@example.de', password: 'geheim123', redirect: '/seminare' })
      .expect(201);
    expect(res.body).toMatchObject({
      method: 'POST',
      url: '/kundenportal/local-login',
      cookie: 'amb_sid=sid-anon; amb_csrf=csrf-anon',
      body: { email: 'anna@example.de', password: 'geheim123', redirect: '/seminare' },
    });
    expect(system.api.requests.at(-1)?.headers['x-csrf-token']).toBe('csrf-anon');
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^amb_session=neu;/)]);
  });

  it('proxies GET /kundenportal/get-user even for a browser asking for HTML (no document)', async () => {
    const res = await request(system.app()).get('/kundenportal/get-user').set('Accept', 'text/html').expect(200);
    expect(res.body).toEqual({ user: {} });
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(/^amb_sid=sid-new; Path=\/; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^amb_csrf=csrf-new; Path=\/; SameSite=Lax$/),
    ]);
  });

  it('passes the api redirect of /kundenportal/logintarget through instead of following it', async () => {
    const res = await request(system.app()).get('/kundenportal/logintarget?redirect=%2Fseminare').expect(302);
    expect(res.headers.location).toBe('/kundenportal/login?redirect=%2Fseminare');
  });

  it('tells the api the scheme and host the visitor used (X-Forwarded-Proto/-Host)', async () => {
    const plain = await request(system.app()).get('/api/get-rubrics').set('Host', 'www.main.test').expect(201);
    expect(plain.body).toMatchObject({ forwardedProto: 'http', forwardedHost: 'www.main.test' });
    // Behind a TLS terminator the bff trusts (TRUST_PROXY), its X-Forwarded-Proto/-For count.
    const behindTls = await request(system.app({ TRUST_PROXY: 'loopback' }))
      .get('/api/get-rubrics')
      .set('Host', 'www.main.test')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', '198.51.100.23')
      .expect(201);
    expect(behindTls.body).toMatchObject({
      forwardedProto: 'https',
      forwardedHost: 'www.main.test',
      forwardedFor: '198.51.100.23',
    });
  });

  it('overwrites forged X-Forwarded-* and Forwarded with what the bff itself knows', async () => {
    const res = await request(system.app())
      .get('/api/get-rubrics')
      .set('Host', 'www.main.test')
      .set('X-Forwarded-For', '203.0.113.9, 10.0.0.1')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Port', '443')
      .set('Forwarded', 'for=203.0.113.9;proto=https')
      .set('X-Real-IP', '203.0.113.9')
      .expect(201);
    expect(res.body).toMatchObject({ forwardedProto: 'http', forwardedHost: 'www.main.test' });
    expect(res.body.forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    const received = system.api.requests.at(-1)!.headers;
    expect(received['x-forwarded-port']).toBeUndefined();
    expect(received.forwarded).toBeUndefined();
    expect(received['x-real-ip']).toBeUndefined();
    expect(JSON.stringify(received)).not.toMatch(/203\.0\.113\.9|evil\.example/);
  });

  it('answers 502 with the German message when the api is down and keeps running', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = system.appWithApi(await closedPortUrl());
    const res = await request(app).get('/api/get-seminars').expect(502);
    expect(res.body).toEqual({ error: { code: 'UPSTREAM_UNAVAILABLE', message: MESSAGES.apiUnavailable } });
    await request(app).post('/order-api/delete-cart-item').send({ cartItemId: 1 }).expect(502);
    await request(app).get('/remotes.json').expect(200);
    spy.mockRestore();
  });
});

describe('api proxy against a slow api', () => {
  it('answers 504 with the German message after the proxy timeout and aborts the upstream request', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = await startSlowUpstream(30_000);
    try {
      const app = system.appWithApi(slow.url, { API_PROXY_TIMEOUT_MS: '200' });
      const started = Date.now();
      const res = await request(app).get('/api/get-seminars').expect(504);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ error: { code: 'UPSTREAM_TIMEOUT', message: MESSAGES.apiTimeout } });
      await request(app).post('/order-api/add-cart-item').send({ eventId: 501 }).expect(504);
      await eventually(() => slow.aborted === 2);
      expect(slow.requests).toBe(2);
    } finally {
      await slow.close();
      spy.mockRestore();
    }
  });

  it('opens at most API_MAX_SOCKETS connections to the api, however many requests wait', async () => {
    const slow = await startSlowUpstream(150);
    try {
      const app = system.appWithApi(slow.url, { API_MAX_SOCKETS: '3' });
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => request(app).get(`/api/get-seminars?page=${i}`)),
      );
      expect(responses.map((res) => res.status)).toEqual(Array(8).fill(201));
      expect(slow.requests).toBe(8);
      expect(slow.maxOpenConnections).toBe(3);
      expect(slow.connections).toBe(3);
    } finally {
      await slow.close();
    }
  });

  it('counts the wait for a free socket against the timeout', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = await startSlowUpstream(30_000);
    try {
      const app = system.appWithApi(slow.url, { API_MAX_SOCKETS: '1', API_PROXY_TIMEOUT_MS: '1500' });
      const started = Date.now();
      const responses = await Promise.all(Array.from({ length: 3 }, () => request(app).get('/api/get-rubrics')));
      expect(responses.map((res) => res.status)).toEqual([504, 504, 504]);
      // Each waited about one timeout, not one per request queued before it (that would be 4500 ms).
      expect(Date.now() - started).toBeLessThan(3000);
      // Nothing is left running upstream: every request that got the one socket in time was aborted.
      await eventually(() => slow.aborted === slow.requests);
    } finally {
      await slow.close();
      spy.mockRestore();
    }
  });
});
