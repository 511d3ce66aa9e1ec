import { testGlobals } from '../testing/globals';
import { loginUrl, returnPath } from './siteRoutes';

describe('login link back to the current page', () => {
  it('returnPath keeps only paths on this site that are no login pages', () => {
    expect(returnPath(null)).toBeUndefined();
    expect(returnPath('/seminare?x=1')).toBe('/seminare?x=1');
    expect(returnPath('/kundenportal/login')).toBeUndefined();
    expect(returnPath('/kundenportal/login/anna%40example.de')).toBeUndefined();
    expect(returnPath('/kundenportal/passwort-vergessen')).toBeUndefined();
    expect(returnPath('/kundenportal/meinamb')).toBe('/kundenportal/meinamb');
    expect(returnPath('https://evil.example/')).toBeUndefined();
  });

  it('the server render (no address known) links to the plain login page', () => {
    expect(loginUrl(testGlobals(), false)).toBe('/kundenportal/login');
    expect(loginUrl(testGlobals(), false, '/seminare')).toBe('/kundenportal/login?redirect=%2Fseminare');
  });
});
