import { DEFAULT_RATE_LIMITS, resolveAuthConfig } from './config';

describe('auth config', () => {
  it('defaults: 30 min idle, 12 h absolute, the default limits', () => {
    const config = resolveAuthConfig();
    expect(config.idleTimeoutMs).toBe(30 * 60_000);
    expect(config.absoluteTimeoutMs).toBe(12 * 3_600_000);
    expect(config.limits).toEqual(DEFAULT_RATE_LIMITS);
  });
});
