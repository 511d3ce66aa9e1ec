import { DEFAULT_ORIGINS } from '../auth/config';
import { DEFAULT_LOGIN_TARGET, sanitizeRedirect, siteOriginOf } from './redirect';

describe('sanitizeRedirect', () => {
  it.each([
    ['/seminare?rubrik=recht#top', '/seminare?rubrik=recht#top'],
    ['/kundenportal/meinamb', '/kundenportal/meinamb'],
    ['http://localhost:8082/kundenportal/meinamb', 'http://localhost:8082/kundenportal/meinamb'],
    ['http://localhost:8081/', 'http://localhost:8081/'],
  ])('keeps %s', (input, expected) => {
    expect(sanitizeRedirect(input, DEFAULT_ORIGINS)).toBe(expected);
  });

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['http://localhost:8080.evil.example/'],
    ['http://user:pw@localhost:8080/'],
    ['https://localhost:8080/'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['seminare'],
    ['/\tfoo'],
    ['/%0a/evil'.replace('%0a', '\n')],
    [''],
    [undefined],
    [['/a', '/b']],
    [{ url: '/a' }],
    ['/' + 'a'.repeat(3000)],
  ])('replaces %p with the meinamb start page', (input) => {
    expect(sanitizeRedirect(input, DEFAULT_ORIGINS)).toBe(DEFAULT_LOGIN_TARGET);
  });

  it('the default target is /kundenportal/meinamb', () => {
    expect(DEFAULT_LOGIN_TARGET).toBe('/kundenportal/meinamb');
  });
});

describe('siteOriginOf', () => {
  it('maps a known host to its origin, anything else to the main site', () => {
    expect(siteOriginOf('localhost:8082', DEFAULT_ORIGINS)).toBe('http://localhost:8082');
    expect(siteOriginOf('evil.example', DEFAULT_ORIGINS)).toBe('http://localhost:8080');
    expect(siteOriginOf(undefined, DEFAULT_ORIGINS)).toBe('http://localhost:8080');
  });
});
