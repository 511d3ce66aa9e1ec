import { ownerOfPath } from './ownership';
import { PAGE_ROUTES, type PageRouteName } from './routes';
import {
  isPendingRoute,
  linkOnSite,
  pageAnswerOf,
  PENDING_ROUTES,
  routeKind,
  routesOf,
  siteServes,
} from './routeContract';
import { samplePathOf as samplePath } from './testing/ownedRoutes';

const NAMES = Object.keys(PAGE_ROUTES) as PageRouteName[];

describe('route contract', () => {
  it.each(NAMES.filter((name) => routeKind(name) === 'page'))('page route %s has an owner', (name) => {
    expect(ownerOfPath(samplePath(name))).not.toBeNull();
  });

  it('every pending route is a route of the table, listed once', () => {
    expect(new Set(PENDING_ROUTES).size).toBe(PENDING_ROUTES.length);
    for (const name of PENDING_ROUTES) expect(PAGE_ROUTES[name]).toBeDefined();
  });

  it.each(NAMES.filter((name) => routeKind(name) === 'page'))(
    '%s answers 200 when served, 404 when pending',
    (name) => {
      const path = samplePath(name);
      const site = PAGE_ROUTES[name].host ?? 'main';
      const answer = pageAnswerOf(site, path);
      const matched = routesOf(path).find((route) => routeKind(route.name) === 'page')!.name;
      expect(answer.status).toBe(isPendingRoute(matched) ? 404 : 200);
    },
  );

  it("a path that is no route of its owner answers 404, never the owner's 200", () => {
    expect(pageAnswerOf('main', '/seminare/unbekannt')).toMatchObject({ status: 404, reason: 'unknown' });
    expect(pageAnswerOf('main', '/meinamb/gibt-es-nicht')).toMatchObject({ status: 404, reason: 'unknown' });
    expect(pageAnswerOf('main', '/werbemittelshop-login')).toMatchObject({ status: 200, owner: 'mf_account' });
    expect(pageAnswerOf('main', '/service/katalog-bestellen')).toMatchObject({ status: 200, owner: 'mf_account' });
    expect(pageAnswerOf('main', '/service/amb-app/download')).toMatchObject({ status: 200, owner: 'mf_content' });
    expect(pageAnswerOf('main', '/kundenportal/br-a-z')).toMatchObject({ status: 200, owner: 'mf_account' });
    expect(pageAnswerOf('main', '/forum')).toMatchObject({ status: 200, owner: 'mf_content' });
    expect(pageAnswerOf('works-council', '/forum/thema/schulung-nach-37-6-1')).toMatchObject({
      status: 200,
      route: { name: 'forumThreadPage' },
    });
    expect(pageAnswerOf('works-council', '/chatbot-sbv')).toMatchObject({ status: 200, owner: 'mf_content' });
    expect(pageAnswerOf('main', '/gesetze/betrvg')).toMatchObject({ status: 200, route: { name: 'law' } });
    expect(pageAnswerOf('main', '/news/betriebsratswahl-2026')).toMatchObject({ status: 200, route: { name: 'news' } });
    // The news PDF's path is the bff's, though it has the shape of /news/{slug}/{id}.
    expect(pageAnswerOf('main', '/news/pdf/betriebsratswahl-2026')).toMatchObject({ status: 404, reason: 'unknown' });
  });

  it('serves the main pages on both seminar sites', () => {
    for (const site of ['main', 'newer'] as const) {
      expect(pageAnswerOf(site, '/')).toMatchObject({ status: 200, owner: 'mf_catalogue' });
      expect(pageAnswerOf(site, '/seminare')).toMatchObject({ status: 200, owner: 'mf_catalogue' });
      expect(pageAnswerOf(site, '/kundenportal/login')).toMatchObject({ status: 200, owner: 'mf_account' });
    }
  });

  it('the works-council site serves its start page, account and content pages; seminars live on the main site', () => {
    expect(siteServes('works-council', '/')).toBe(true);
    expect(siteServes('works-council', '/kundenportal/login')).toBe(true);
    expect(siteServes('works-council', '/news/neues-urteil')).toBe(true);
    expect(siteServes('works-council', '/seminare')).toBe(false);
    expect(siteServes('works-council', '/seminare/warenkorb')).toBe(false);
    expect(pageAnswerOf('works-council', '/seminare')).toMatchObject({ status: 404, reason: 'other-site' });
    expect(pageAnswerOf('works-council', '/kundenportal/login')).toMatchObject({ status: 200 });
  });

  it('serves the contact page on the main site only and the Impressum on every site', () => {
    expect(pageAnswerOf('main', '/service/kontakt')).toMatchObject({ status: 200, owner: 'mf_account' });
    expect(pageAnswerOf('works-council', '/service/kontakt')).toMatchObject({ status: 404, reason: 'other-site' });
    for (const site of ['main', 'newer', 'works-council'] as const) {
      expect(pageAnswerOf(site, '/impressum')).toMatchObject({ status: 200, owner: 'mf_content' });
    }
  });

  it('tells the bff and api routes apart from pages', () => {
    expect(routeKind('logout')).toBe('bff');
    expect(routeKind('rss')).toBe('bff');
    expect(routeKind('themePdf')).toBe('bff');
    expect(routeKind('checkoutPdf')).toBe('bff');
    expect(routeKind('worksCouncilDocument')).toBe('bff');
    expect(routeKind('fragmentNav')).toBe('bff');
    expect(routeKind('localLogin')).toBe('api');
    expect(routeKind('tagArticles')).toBe('api');
    expect(routeKind('cart')).toBe('page');
  });

  it('links from the works-council site to what only the main site serves go to its host', () => {
    const main = 'https://www.amb-seminare.de';
    expect(linkOnSite('works-council', '/seminare/warenkorb', main)).toBe(
      'https://www.amb-seminare.de/seminare/warenkorb',
    );
    expect(linkOnSite('works-council', '/suche?q=BEM', main)).toBe('https://www.amb-seminare.de/suche?q=BEM');
    expect(linkOnSite('works-council', '/news/aktuelles', main)).toBe('/news/aktuelles');
    expect(linkOnSite('works-council', '/kundenportal/login', main)).toBe('/kundenportal/login');
    expect(linkOnSite('works-council', 'https://example.de/x', main)).toBe('https://example.de/x');
    expect(linkOnSite('main', '/seminare/warenkorb', main)).toBe('/seminare/warenkorb');
  });
});
