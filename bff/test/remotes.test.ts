import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { createDeployedStore, type TestStore } from './support/deploymentStore';
import { HOSTS, testApp } from './support/testApp';
import { INLINE_SCRIPT_CSP_SOURCE } from '../src/rendering/document';

let store: TestStore;
const NO_API = 'http://127.0.0.1:9';
const SCRIPT = 'window.cartRemote = "' + 'x'.repeat(2000) + '";';

beforeEach(() => {
  store = createDeployedStore();
  store.deploy('mf_cart', 'cccccccccccc', {
    'remoteEntry.js': SCRIPT,
    // Siblings with their own text, so the decoded body tells which file was sent.
    'remoteEntry.js.br': zlib.brotliCompressSync(`${SCRIPT} // br`),
    'remoteEntry.js.gz': zlib.gzipSync(`${SCRIPT} // gz`),
    'chunk.123.js': SCRIPT,
    'cart.css': '.amb-cart{}',
    'server/secret.js': 'nur für den Server',
  });
});

afterEach(() => store.remove());

describe('/remotes.json', () => {
  it('maps every deployed remote to its current remoteEntry, not cacheable', async () => {
    const res = await request(testApp(store.root, NO_API)).get('/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      mf_navigation: '/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js',
      mf_cart: '/mf/mf_cart/cccccccccccc/remoteEntry.js',
    });
  });

  it('goes out compressed although it is small (brotli when accepted, else gzip)', async () => {
    const app = testApp(store.root, NO_API);
    const br = await request(app).get('/remotes.json').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await request(app).get('/remotes.json').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.mf_cart).toBe('/mf/mf_cart/cccccccccccc/remoteEntry.js');
  });

  it('follows a rewritten registry without a restart (deploy and rollback)', async () => {
    const app = testApp(store.root, NO_API);
    await request(app).get('/remotes.json').expect(200);
    store.deploy('mf_cart', 'c2c2c2c2c2c2', { 'remoteEntry.js': 'neu' });
    store.deploy('mf_content', '0123456789ab', { 'remoteEntry.js': 'inhalt' });
    store.writeRegistry({ mf_navigation: 'bbbbbbbbbbbb', mf_cart: 'c2c2c2c2c2c2', mf_content: '0123456789ab' });
    const deployed = await request(app).get('/remotes.json').expect(200);
    expect(deployed.body.mf_cart).toBe('/mf/mf_cart/c2c2c2c2c2c2/remoteEntry.js');
    expect(deployed.body.mf_content).toBe('/mf/mf_content/0123456789ab/remoteEntry.js');
    store.writeRegistry({ mf_navigation: 'bbbbbbbbbbbb', mf_cart: 'cccccccccccc' });
    const rolledBack = await request(app).get('/remotes.json').expect(200);
    expect(rolledBack.body).toEqual({
      mf_navigation: '/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js',
      mf_cart: '/mf/mf_cart/cccccccccccc/remoteEntry.js',
    });
  });

  it('is empty when nothing is deployed', async () => {
    fs.rmSync(path.join(store.root, 'registry.json'));
    const res = await request(testApp(store.root, NO_API)).get('/remotes.json').expect(200);
    expect(res.body).toEqual({});
  });

  it('applies REMOTE_OVERRIDES on top of the registry and lets the CSP allow that origin', async () => {
    const app = testApp(store.root, NO_API, { REMOTE_OVERRIDES: '{"mf_cart":"http://localhost:3003/remoteEntry.js"}' });
    const res = await request(app).get('/remotes.json').set('Host', HOSTS.main).expect(200);
    expect(res.body.mf_cart).toBe('http://localhost:3003/remoteEntry.js');
    expect(res.body.mf_navigation).toBe('/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js');
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' ${INLINE_SCRIPT_CSP_SOURCE} http://localhost:3003`,
    );
  });
});

describe('/mf static files', () => {
  const entry = '/mf/mf_cart/cccccccccccc/remoteEntry.js';

  it('serves the brotli sibling with immutable caching when br is accepted', async () => {
    const res = await request(testApp(store.root, NO_API))
      .get(entry)
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toBe(`${SCRIPT} // br`);
  });

  it('serves the gzip sibling when only gzip is accepted', async () => {
    const res = await request(testApp(store.root, NO_API)).get(entry).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(`${SCRIPT} // gz`);
  });

  it('serves the plain file when no compression is accepted', async () => {
    const res = await request(testApp(store.root, NO_API)).get(entry).set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(SCRIPT);
  });

  it('serves css with its content type', async () => {
    const res = await request(testApp(store.root, NO_API)).get('/mf/mf_cart/cccccccccccc/cart.css').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe('.amb-cart{}');
  });

  it('answers 404 for unknown apps, versions and files', async () => {
    const app = testApp(store.root, NO_API);
    await request(app).get('/mf/mf_unknown/cccccccccccc/remoteEntry.js').expect(404);
    await request(app).get('/mf/mf_cart/999999999999/remoteEntry.js').expect(404);
    await request(app).get('/mf/mf_cart/cccccccccccc/fehlt.js').expect(404);
    await request(app).get('/mf/mf_cart/cccccccccccc/server/secret.js').expect(404);
  });

  it('blocks path traversal out of the version folder', async () => {
    const app = testApp(store.root, NO_API);
    for (const url of [
      '/mf/mf_cart/cccccccccccc/..%2F..%2Fregistry.json',
      '/mf/mf_cart/cccccccccccc/%2e%2e/%2e%2e/registry.json',
      '/mf/mf_cart/cccccccccccc/..%5C..%5Cregistry.json',
      '/mf/mf_cart/..%2F..%2Fmf_navigation/bbbbbbbbbbbb/remoteEntry.js',
      '/mf/mf_cart/%2e%2e/mf_navigation/remoteEntry.js',
    ]) {
      const res = await request(app).get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(res.text).not.toContain('"apps"');
    }
  });
});
