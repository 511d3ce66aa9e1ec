import { testGlobals } from '../testing/globals';
import { loginUrl, returnPath, siteLink, siteNavigation } from './siteRoutes';

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

describe('links written for the current site', () => {
  it('the works-council site links seminars, cart and search to the main site, its own pages stay relative', () => {
    const globals = testGlobals({ site: 'works-council' });
    expect(siteLink(globals, '/seminare/warenkorb')).toBe('https://www.amb-seminare.de/seminare/warenkorb');
    expect(siteLink(globals, '/forum')).toBe('/forum');
    const [seminars] = siteNavigation(globals);
    expect(seminars!.url).toBe('https://www.amb-seminare.de/seminare');
    expect(seminars!.children[1]!.children[0]!.url).toBe('https://www.amb-seminare.de/seminare/r/arbeitsrecht');
  });

  it('the seminar site keeps every link relative', () => {
    const [seminars] = siteNavigation(testGlobals({ site: 'main' }));
    expect(seminars!.url).toBe('/seminare');
  });
});
