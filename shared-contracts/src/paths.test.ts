import { matchRoute, matchesRoute } from './paths';

describe('matchesRoute', () => {
  it.each([
    ['/a/:id', '/a/17', true],
    ['/a/:id', '/a/17/', true],
    ['/a/:id', '/a', false],
    ['/a/:id', '/a/17/b', false],
    ['/a/b', '/a/c', false],
    ['/a', '/a', true],
    ['/', '/', true],
    ['/', '', true],
    ['/a/*', '/a', true],
    ['/a/*', '/a/b/c', true],
    ['/a/*', '/ab', false],
    ['/a/:id', '/a/%E0%A4%A', false],
  ])('%s passt auf %s: %s', (pattern, path, expected) => {
    expect(matchesRoute(pattern, path)).toBe(expected);
  });
});

describe('matchRoute', () => {
  it('liefert die dekodierten Parameter', () => {
    expect(matchRoute('/kundenportal/login/:email', '/kundenportal/login/max%40example.de')).toEqual({
      email: 'max@example.de',
    });
    expect(matchRoute('/seminare/t/:theme/termine', '/seminare/t/br-1/termine')).toEqual({ theme: 'br-1' });
    expect(matchRoute('/fachtagung/*', '/fachtagung/x/buchung')).toEqual({});
    expect(matchRoute('/seminare/t/:theme', '/seminare/p/1')).toBeNull();
  });
});
