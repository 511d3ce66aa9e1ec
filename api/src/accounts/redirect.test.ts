import { DEFAULT_REDIRECT_TARGET } from '@amb/shared-contracts';
import { DEFAULT_ORIGINS } from '../auth/config';
import { sanitizeRedirect, siteOriginOf } from './redirect';

describe('sanitizeRedirect', () => {
  it('allows exactly the configured site origins', () => {
    const origins = { main: 'https://a.example', newer: 'https://b.example', worksCouncil: 'https://c.example' };
    expect(sanitizeRedirect('https://c.example/x', origins)).toBe('https://c.example/x');
    expect(sanitizeRedirect('http://localhost:8080/x', origins)).toBe(DEFAULT_REDIRECT_TARGET);
    expect(sanitizeRedirect('http://localhost:8080/x', DEFAULT_ORIGINS)).toBe('http://localhost:8080/x');
  });
});

describe('siteOriginOf', () => {
  it('maps a known host to its origin, anything else to the main site', () => {
    expect(siteOriginOf('localhost:8082', DEFAULT_ORIGINS)).toBe('http://localhost:8082');
    expect(siteOriginOf('evil.example', DEFAULT_ORIGINS)).toBe('http://localhost:8080');
    expect(siteOriginOf(undefined, DEFAULT_ORIGINS)).toBe('http://localhost:8080');
  });
});
