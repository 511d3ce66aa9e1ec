import { isLocalPath, redirectParam } from './browser';

describe('isLocalPath', () => {
  it.each([
    ['/seminare', true],
    ['/kundenportal/meinamb?x=1', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isLocalPath(value)).toBe(expected);
  });
});

describe('redirectParam', () => {
  it('liefert nur Pfade dieser Website', () => {
    window.history.replaceState(null, '', '/kundenportal/login?redirect=%2Fseminare%3Fq%3DWahl');
    expect(redirectParam()).toBe('/seminare?q=Wahl');
    window.history.replaceState(null, '', '/kundenportal/login?redirect=https%3A%2F%2Fevil.example');
    expect(redirectParam()).toBeUndefined();
    window.history.replaceState(null, '', '/kundenportal/login');
    expect(redirectParam()).toBeUndefined();
  });
});
