import { DEFAULT_REDIRECT_TARGET, sanitizeRedirect } from './redirect';
import { SITES } from './site';
import { REDIRECT_NON_STRINGS, redirectCases } from './testing';

const origins = { main: SITES.main.domain, newer: SITES.newer.domain, worksCouncil: SITES['works-council'].domain };
const allowed = Object.values(origins);
const { refused, accepted } = redirectCases(origins);

describe('sanitizeRedirect', () => {
  it('the table holds at least 40 bypass forms', () => {
    expect(refused.length).toBeGreaterThanOrEqual(40);
  });

  it.each(refused.map((value) => [value]))('refuses %j', (value) => {
    expect(sanitizeRedirect(value, allowed)).toBe(DEFAULT_REDIRECT_TARGET);
  });

  it.each(REDIRECT_NON_STRINGS.map((value) => [value]))('refuses the non-string %j', (value) => {
    expect(sanitizeRedirect(value, allowed)).toBe(DEFAULT_REDIRECT_TARGET);
  });

  it.each(accepted)('keeps %j as %j', (value, expected) => {
    expect(sanitizeRedirect(value, allowed)).toBe(expected);
  });

  it('an absolute URL of a site is refused when that origin is not allowed', () => {
    expect(sanitizeRedirect(`${origins.newer}/`, [origins.main])).toBe(DEFAULT_REDIRECT_TARGET);
  });

  it('never returns something that leaves the allowed origins', () => {
    for (const value of [...refused, ...accepted.map(([input]) => input)]) {
      const target = sanitizeRedirect(value, allowed);
      const resolved = new URL(target, origins.main);
      expect([...allowed, origins.main]).toContain(resolved.origin);
      expect(target.startsWith('//')).toBe(false);
    }
  });

  it('the default target is the meinamb start page', () => {
    expect(DEFAULT_REDIRECT_TARGET).toBe('/kundenportal/meinamb');
  });
});
