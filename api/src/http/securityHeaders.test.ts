/** Issue 21, finding 7: the api sends the site's Permissions-Policy, and HSTS only on requests that came over TLS. */
import { HSTS_VALUE, PERMISSIONS_POLICY } from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp({ seed: false })));
afterAll(() => testDb.destroy());

describe('security headers of the api', () => {
  it('denies the browser features the site does not use', async () => {
    for (const res of [await request(app).get('/healthz'), await request(app).get('/api/gibt-es-nicht')]) {
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    const policy = PERMISSIONS_POLICY.split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it('sends no HSTS over plain http', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the trusted proxy (the bff on loopback) says the request came over TLS', async () => {
    const res = await request(app).get('/healthz').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('believes no X-Forwarded-Proto from an address it does not trust', async () => {
    const { testDb: db, app: untrusting } = await createTestApp({ seed: false, trustedProxies: [] });
    try {
      const res = await request(untrusting).get('/healthz').set('X-Forwarded-Proto', 'https');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await db.destroy();
    }
  });
});
