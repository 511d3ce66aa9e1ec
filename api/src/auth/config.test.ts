import { authConfigFromEnv, DEFAULT_ORIGINS, DEFAULT_RATE_LIMITS, parseRateLimits, resolveAuthConfig } from './config';

describe('auth config', () => {
  it('defaults: localhost origins, no secret, no limit overrides, 30 min idle, 12 h absolute', () => {
    expect(authConfigFromEnv({})).toEqual({ origins: DEFAULT_ORIGINS, limits: {} });
    const config = resolveAuthConfig();
    expect(config.idleTimeoutMs).toBe(30 * 60_000);
    expect(config.absoluteTimeoutMs).toBe(12 * 3_600_000);
    expect(config.limits).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('reads origins (normalised), TOKEN_SECRET and RATE_LIMITS', () => {
    expect(
      authConfigFromEnv({
        ORIGIN_MAIN: 'https://www.amb.example/',
        ORIGIN_NEWER: 'https://neu.amb.example',
        ORIGIN_WORKS_COUNCIL: 'https://betriebsrat.example:8443/x',
        TOKEN_SECRET: ' s3cret ',
        RATE_LIMITS: 'loginIp=100, registration=5',
      }),
    ).toEqual({
      origins: {
        main: 'https://www.amb.example',
        newer: 'https://neu.amb.example',
        worksCouncil: 'https://betriebsrat.example:8443',
      },
      tokenSecret: 's3cret',
      limits: { loginIp: 100, registration: 5 },
    });
  });

  it.each([
    ['ORIGIN_MAIN', 'ftp://x'],
    ['ORIGIN_NEWER', 'kein url'],
    ['RATE_LIMITS', 'loginIp=0'],
    ['RATE_LIMITS', 'gibtsnicht=3'],
  ])('%s=%p is rejected', (key, value) => {
    expect(() => authConfigFromEnv({ [key]: value })).toThrow(key);
  });

  it('parseRateLimits ignores empty entries', () => {
    expect(parseRateLimits(' , ')).toEqual({});
  });
});
