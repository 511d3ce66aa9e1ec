/**
 * Developer overrides set in the browser (README "Lokale Entwicklung"): the bff allows them in development
 * mode only, by telling the shell in the page globals and by letting its CSP load from local dev servers.
 */
import request from 'supertest';
import type { PageGlobals } from '@amb/shared-contracts';
import { HOSTS, globalsOf } from './support/testApp';
import { withTestSystem } from './support/testSystem';
import { INLINE_SCRIPT_CSP_SOURCE } from '../src/rendering/document';

const system = withTestSystem();

const LOCAL_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

describe.each([
  ['development (NODE_ENV unset)', {}],
  ['development (NODE_ENV=development)', { NODE_ENV: 'development' }],
])('%s', (_label, env) => {
  it('tells the shell that overrides are allowed, on every site', async () => {
    const app = system.app(env);
    for (const host of Object.values(HOSTS)) {
      const res = await request(app).get('/').set('Host', host).expect(200);
      expect((globalsOf(res.text) as PageGlobals).devOverridesAllowed).toBe(true);
    }
  });

  it('lets scripts, styles, fonts, images and connections (hot updates, web socket) come from local dev servers', async () => {
    const res = await request(system.app(env)).get('/').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    for (const name of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src']) {
      expect(directive(csp, name)).toEqual(expect.arrayContaining(LOCAL_SOURCES));
    }
    expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(['ws://localhost:*', 'ws://127.0.0.1:*']));
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('production (NODE_ENV=production)', () => {
  const env = { NODE_ENV: 'production' };

  it('tells the shell that overrides are not allowed, on every site', async () => {
    const app = system.app(env);
    for (const host of Object.values(HOSTS)) {
      const res = await request(app).get('/').set('Host', host).expect(200);
      expect((globalsOf(res.text) as PageGlobals).devOverridesAllowed).toBe(false);
    }
  });

  it('allows no local dev server in the CSP', async () => {
    const res = await request(system.app(env)).get('/').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    // Our own origin and the one inline script by its hash (the consent marker, rendering/document.ts).
    expect(directive(csp, 'script-src')).toEqual(["'self'", INLINE_SCRIPT_CSP_SOURCE]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('still allows the origin an operator names in REMOTE_OVERRIDES', async () => {
    const app = system.app({
      ...env,
      REMOTE_OVERRIDES: '{"mf_cart":"http://localhost:3003/remoteEntry.js"}',
    });
    const res = await request(app).get('/').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toEqual(["'self'", INLINE_SCRIPT_CSP_SOURCE, 'http://localhost:3003']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'http://localhost:3003', 'ws://localhost:3003']);
  });
});
