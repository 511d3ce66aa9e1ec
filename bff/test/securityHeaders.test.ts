/** Issue 21, finding 7: the bff's documents carry the site's Permissions-Policy, and HSTS only behind TLS. */
import { HSTS_VALUE, PERMISSIONS_POLICY } from '@amb/shared-contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { HOSTS, testApp } from './support/testApp';

let deployDir: string;
beforeAll(async () => {
  deployDir = await mkdtemp(path.join(tmpdir(), 'amb-bff-headers-'));
});
afterAll(() => rm(deployDir, { recursive: true, force: true }));

// The api is not needed: the health answer and the 404 page are the bff's own.
const API_URL = 'http://127.0.0.1:9';

describe('security headers of the bff', () => {
  it('denies the browser features the site does not use, on documents and other answers', async () => {
    const app = testApp(deployDir, API_URL);
    for (const path of ['/', '/healthz', '/gibt-es-nicht']) {
      const res = await request(app).get(path).set('Host', HOSTS.main).set('Accept', 'text/html');
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY.split(', ')).toContain(`${feature}=()`);
    }
  });

  it('sends no HSTS over plain http, nor on a forwarded https claim it does not trust', async () => {
    const app = testApp(deployDir, API_URL);
    const plain = await request(app).get('/healthz').set('Host', HOSTS.main);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await request(app).get('/healthz').set('Host', HOSTS.main).set('X-Forwarded-Proto', 'https');
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the trusted TLS terminator forwarded an https request', async () => {
    const app = testApp(deployDir, API_URL, { TRUST_PROXY: 'loopback' });
    const res = await request(app).get('/healthz').set('Host', HOSTS.main).set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const plain = await request(app).get('/healthz').set('Host', HOSTS.main).set('X-Forwarded-Proto', 'http');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
