import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.ports).toEqual({ main: 8080, newer: 8081, 'works-council': 8082 });
    expect(config.apiUrl).toBe('http://127.0.0.1:3001');
    expect(config.deployDir).toBe(path.resolve(__dirname, '..', '..', '.deploy'));
    expect(config.origins).toEqual({
      main: 'http://localhost:8080',
      newer: 'http://localhost:8081',
      'works-council': 'http://localhost:8082',
    });
    expect(config.siteHosts['localhost:8082']).toBe('works-council');
    expect(config.remoteOverrides).toEqual({});
    expect(config.mode).toBe('development');
    expect(config.host).toBeUndefined();
    expect(config).toMatchObject({ apiProxyTimeoutMs: 15_000, apiMaxSockets: 64, apiMaxFreeSockets: 16 });
    expect(config.ssr).toEqual({ threads: 1, tasksPerThread: 16, budgetMs: 400, cacheMs: 5000 });
  });

  it('reads the server rendering settings', () => {
    expect(
      loadConfig({ SSR_THREADS: '2', SSR_TASKS_PER_THREAD: '4', SSR_BUDGET_MS: '250', SSR_CACHE_MS: '0' }).ssr,
    ).toEqual({ threads: 2, tasksPerThread: 4, budgetMs: 250, cacheMs: 0 });
    expect(() => loadConfig({ SSR_CACHE_MS: '-1' })).toThrow('SSR_CACHE_MS darf nicht negativ sein');
  });

  it('reads the proxy timeout and socket caps; idle sockets never exceed the cap', () => {
    expect(loadConfig({ API_PROXY_TIMEOUT_MS: '2500', API_MAX_SOCKETS: '8', API_MAX_FREE_SOCKETS: '4' })).toMatchObject(
      { apiProxyTimeoutMs: 2500, apiMaxSockets: 8, apiMaxFreeSockets: 4 },
    );
    expect(loadConfig({ API_MAX_SOCKETS: '5' }).apiMaxFreeSockets).toBe(5);
  });

  it.each([
    ['production', 'production'],
    ['development', 'development'],
    ['test', 'development'],
    ['', 'development'],
  ])('NODE_ENV=%j runs the bff in %s mode', (raw, mode) => {
    expect(loadConfig({ NODE_ENV: raw }).mode).toBe(mode);
  });

  it.each([
    ['', false],
    ['1', 1],
    ['loopback', 'loopback'],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('TRUST_PROXY=%j trusts %j', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toBe(expected);
  });

  it('reads the embedding hosts of each site (EMBED_ORIGINS), none by default', () => {
    expect(loadConfig({}).embedOrigins).toEqual({ main: [], newer: [], 'works-council': [] });
    const config = loadConfig({
      EMBED_ORIGINS:
        'https://shop.amb-seminare.de=main, https://jobs.amb-seminare.de=main,http://localhost:9000=works-council',
    });
    expect(config.embedOrigins).toEqual({
      main: ['https://shop.amb-seminare.de', 'https://jobs.amb-seminare.de'],
      newer: [],
      'works-council': ['http://localhost:9000'],
    });
  });

  it('reads ports, origins, SITE_HOSTS and REMOTE_OVERRIDES', () => {
    const config = loadConfig({
      PORT_MAIN: '9000',
      ORIGIN_MAIN: 'https://www.amb-seminare.de',
      API_URL: 'http://api:3001/',
      SITE_HOSTS: 'www.amb-seminare.de=main, neu.amb-seminare.de=newer,www.amb-betriebsrat.de=works-council',
      REMOTE_OVERRIDES: '{"mf_cart":"http://localhost:3003/remoteEntry.js"}',
    });
    expect(config.ports.main).toBe(9000);
    expect(loadConfig({ HOST: ' 0.0.0.0 ' }).host).toBe('0.0.0.0');
    expect(config.origins.main).toBe('https://www.amb-seminare.de');
    expect(config.origins.newer).toBe('http://localhost:8081');
    expect(config.apiUrl).toBe('http://api:3001');
    expect(config.siteHosts).toMatchObject({
      'neu.amb-seminare.de': 'newer',
      'www.amb-betriebsrat.de': 'works-council',
    });
    expect(config.remoteOverrides).toEqual({ mf_cart: 'http://localhost:3003/remoteEntry.js' });
  });

  it.each([
    [{ PORT_MAIN: 'achtzig' }, /PORT_MAIN muss eine Portnummer sein/],
    [{ PORT_NEWER: '70000' }, /PORT_NEWER muss zwischen 0 und 65535 liegen/],
    [{ API_URL: 'localhost:3001' }, /API_URL muss eine http\(s\)-URL sein/],
    [{ ORIGIN_WORKS_COUNCIL: 'http://localhost:8082/pfad' }, /ORIGIN_WORKS_COUNCIL muss ein Origin/],
    [{ SITE_HOSTS: 'www.amb-seminare.de=mars' }, /SITE_HOSTS: "www.amb-seminare.de=mars" ist ungültig/],
    [{ EMBED_ORIGINS: 'https://shop.example.de=mars' }, /EMBED_ORIGINS: "https:\/\/shop.example.de=mars" ist ungültig/],
    [{ EMBED_ORIGINS: 'https://shop.example.de/pfad=main' }, /EMBED_ORIGINS: .* ist ungültig/],
    [{ API_PROXY_TIMEOUT_MS: 'lang' }, /API_PROXY_TIMEOUT_MS muss eine Zahl sein/],
    [{ API_PROXY_TIMEOUT_MS: '0' }, /API_PROXY_TIMEOUT_MS muss mindestens 1 sein/],
    [{ API_MAX_SOCKETS: '2.5' }, /API_MAX_SOCKETS muss eine ganze Zahl sein/],
    [{ API_MAX_SOCKETS: '4', API_MAX_FREE_SOCKETS: '8' }, /API_MAX_FREE_SOCKETS darf nicht größer als API_MAX_SOCKETS/],
    [{ SSR_THREADS: '0' }, /SSR_THREADS muss mindestens 1 sein/],
    [{ SSR_THREADS: '64' }, /SSR_THREADS darf höchstens 16 sein/],
    [{ SSR_BUDGET_MS: 'kurz' }, /SSR_BUDGET_MS muss eine Zahl sein/],
    [{ SSR_TASKS_PER_THREAD: '1.5' }, /SSR_TASKS_PER_THREAD muss eine ganze Zahl sein/],
    [{ TRUST_PROXY: 'true' }, /"true" würde jedem Client glauben/],
    [{ TRUST_PROXY: 'mein-proxy' }, /TRUST_PROXY: .*"mein-proxy" ist ungültig/],
    [{ REMOTE_OVERRIDES: '{kaputt' }, /REMOTE_OVERRIDES muss JSON sein/],
    [{ REMOTE_OVERRIDES: '{"mf_shop":"http://x/remoteEntry.js"}' }, /unbekanntes Remote "mf_shop"/],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
