import {
  API_ROUTES,
  PAGE_ROUTES,
  buildPath,
  eventDetailUrl,
  isWorksCouncilUrl,
  loginWithEmailUrl,
  routeUrl,
  themeDetailUrl,
} from './routes';

describe('buildPath', () => {
  it.each([
    ['no parameters', '/seminare', {}, {}, '/seminare'],
    ['fills a parameter', '/seminare/t/:theme', { theme: 'br-1' }, {}, '/seminare/t/br-1'],
    ['numbers', '/seminare/p/:event', { event: 42 }, {}, '/seminare/p/42'],
    ['encodes slash, space and umlaut', '/news/:slug', { slug: 'a/b c ä' }, {}, '/news/a%2Fb%20c%20%C3%A4'],
    ['several parameters', '/fachartikel/:slug/:id', { slug: 'kuendigung', id: 7 }, {}, '/fachartikel/kuendigung/7'],
    [
      'appends the query',
      '/api/get-seminars',
      {},
      { page: 2, q: 'Betriebsrat Wahl' },
      '/api/get-seminars?page=2&q=Betriebsrat+Wahl',
    ],
    [
      'skips undefined, null and empty query values',
      '/seminare',
      {},
      { a: undefined, b: null, c: '', d: false },
      '/seminare?d=false',
    ],
    ['encodes query values', '/x', {}, { redirect: '/a?b=1&c=2' }, '/x?redirect=%2Fa%3Fb%3D1%26c%3D2'],
  ])('%s', (_name, pattern, params, query, expected) => {
    expect(buildPath(pattern, params, query)).toBe(expected);
  });

  it('throws (in German) when a parameter is missing', () => {
    expect(() => buildPath('/seminare/t/:theme')).toThrow('Route parameter "theme" fehlt für /seminare/t/:theme');
  });
});

describe('loginWithEmailUrl', () => {
  it.each([
    ['plain e-mail', 'max@example.de', undefined, '/kundenportal/login/max%40example.de'],
    ['e-mail with + and @', 'max+test@example.de', undefined, '/kundenportal/login/max%2Btest%40example.de'],
    [
      'with a redirect',
      'max+test@example.de',
      '/meinamb/merkliste',
      '/kundenportal/login/max%2Btest%40example.de?redirect=%2Fmeinamb%2Fmerkliste',
    ],
    ['empty redirect is left out', 'max@example.de', '', '/kundenportal/login/max%40example.de'],
  ])('%s', (_name, email, redirect, expected) => {
    expect(loginWithEmailUrl(email, redirect)).toBe(expected);
  });

  it('round-trips the e-mail through decodeURIComponent', () => {
    const url = new URL(loginWithEmailUrl('a+b@c.de', '/x?y=1'), 'http://localhost');
    expect(decodeURIComponent(url.pathname.split('/').pop()!)).toBe('a+b@c.de');
    expect(url.searchParams.get('redirect')).toBe('/x?y=1');
  });
});

describe('routeUrl', () => {
  const origins = { main: 'http://localhost:8080', 'works-council': 'http://localhost:8082/' };
  it.each([
    ['route without host stays relative', PAGE_ROUTES.cart, {}, {}, origins, '/seminare/warenkorb'],
    [
      'host route with known origin is absolute',
      PAGE_ROUTES.loginMain,
      {},
      {},
      origins,
      'http://localhost:8080/kundenportal/login',
    ],
    [
      'trailing slash of the origin is dropped',
      PAGE_ROUTES.logoutWorksCouncil,
      {},
      {},
      origins,
      'http://localhost:8082/kundenportal/br-logout',
    ],
    ['host route with unknown origin stays relative', PAGE_ROUTES.loginNewer, {}, {}, origins, '/kundenportal/login'],
    [
      'with parameters and query',
      PAGE_ROUTES.loginWorksCouncil,
      {},
      { redirect: '/news' },
      origins,
      'http://localhost:8082/kundenportal/login?redirect=%2Fnews',
    ],
    ['api route with parameter', API_ROUTES.wishlistDelete, { id: 5 }, {}, {}, '/wishlist/delete/5'],
  ])('%s', (_name, entry, params, query, siteOrigins, expected) => {
    expect(routeUrl(entry, params, query, siteOrigins)).toBe(expected);
  });
});

describe('small URL helpers', () => {
  it.each([
    ['theme detail by id', themeDetailUrl(12), '/seminare/t/12'],
    ['event detail', eventDetailUrl('99'), '/seminare/p/99'],
    ['member wish list path', PAGE_ROUTES.memberWishlist.path, '/meinamb/merkliste'],
    ['lexicon uses the product word', PAGE_ROUTES.lexicon.path, '/betriebsratslexikon/:variant/:slug'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['on the works-council site', 'https://www.amb-betriebsrat.de/news', 'https://www.amb-betriebsrat.de', true],
    ['on the main site', 'https://www.amb-seminare.de/', 'https://www.amb-betriebsrat.de', false],
    ['unknown domain never matches', 'https://x.de/', '', false],
  ])('isWorksCouncilUrl %s', (_name, url, domain, expected) => {
    expect(isWorksCouncilUrl(url, domain)).toBe(expected);
  });
});
