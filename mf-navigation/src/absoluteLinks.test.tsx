/**
 * The chrome shown on another host (the bff's /template/ frame, an embedded fragment): with `absoluteLinks` every
 * link and form of header and footer is absolute on the site's origin, and the calls go to the site.
 */
import { waitFor } from '@testing-library/react';
import { PAGE_GLOBALS_ELEMENT_ID, serialisePageGlobals, type PageGlobals } from '@amb/shared-contracts/core';
import { loginUrl, logoutUrl, siteLink, siteNavigation, wishlistUrl } from './components/siteRoutes';
import * as headerLifecycles from './HeaderLifecycles';
import { renderFooter, renderHeader } from './server';
import { callsExtra } from './store';
import { testGlobals } from './testing/globals';

const ORIGINS = {
  main: 'https://www.amb-seminare.de',
  newer: 'https://neu.amb-seminare.de',
  'works-council': 'https://www.amb-betriebsrat.de',
} as const;

/** Every href and form action of an HTML string. */
function targetsOf(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  return [
    ...[...container.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    ...[...container.querySelectorAll('form[action]')].map((form) => form.getAttribute('action') ?? ''),
  ];
}

const ourOrigins = Object.values(ORIGINS);
const isOurs = (url: string) => ourOrigins.some((origin) => url === origin || url.startsWith(`${origin}/`));

const variants: Array<[string, Partial<PageGlobals>]> = [
  ['main site, logged out', { site: 'main' }],
  ['newer site (v2), logged in', { site: 'newer', version: 2, user: { firstname: 'Anna', impersonated: false } }],
  ['works-council site, logged in', { site: 'works-council', user: { firstname: 'Anna', impersonated: false } }],
];

describe.each(variants)('%s', (_label, overrides) => {
  it('without the flag the server HTML has relative links (the site itself)', () => {
    const globals = testGlobals(overrides);
    expect(targetsOf(renderHeader(globals)).some((href) => href.startsWith('/'))).toBe(true);
  });

  it("with absolute links every link and form of header and footer is on one of the sites' origins", () => {
    const globals = testGlobals({ ...overrides, absoluteLinks: true });
    const targets = [...targetsOf(renderHeader(globals)), ...targetsOf(renderFooter(globals))];
    expect(targets.length).toBeGreaterThan(20);
    const social = Object.values(globals.socialLinks).filter(Boolean);
    expect(targets.filter((href) => !isOurs(href) && !social.includes(href))).toEqual([]);
    // The site's own pages are on its own origin.
    const site = overrides.site ?? 'main';
    expect(targets).toContain(`${ORIGINS[site]}/`);
    expect(targets).toContain(`${ORIGINS[site === 'newer' ? 'newer' : 'main']}/suche`);
  });
});

describe('link helpers with absolute links', () => {
  const absolute = (overrides: Partial<PageGlobals> = {}) => testGlobals({ absoluteLinks: true, ...overrides });

  it('siteLink writes the page on the site that serves it, with its origin', () => {
    expect(siteLink(absolute(), '/seminare?x=1')).toBe(`${ORIGINS.main}/seminare?x=1`);
    expect(siteLink(absolute({ site: 'newer' }), '/seminare')).toBe(`${ORIGINS.newer}/seminare`);
    expect(siteLink(absolute({ site: 'works-council' }), '/forum')).toBe(`${ORIGINS['works-council']}/forum`);
    expect(siteLink(absolute({ site: 'works-council' }), '/seminare')).toBe(`${ORIGINS.main}/seminare`);
    expect(siteLink(absolute(), 'https://example.de/x')).toBe('https://example.de/x');
  });

  it('the navigation tree and the v2 tab links are absolute', () => {
    const tree = siteNavigation(
      absolute({
        navigation: [
          {
            id: 1,
            linkText: 'Tab',
            url: '/seminare',
            children: [],
            hiddenOnFrontend: '0',
            tabLinkRel: '/seminare/rubrik',
          },
        ],
      }),
    );
    expect(tree[0]).toMatchObject({ url: `${ORIGINS.main}/seminare`, tabLinkRel: `${ORIGINS.main}/seminare/rubrik` });
  });

  it("the slides' pictures and the links of their rich text are absolute too", () => {
    const slide = {
      imageVertical: '/bilder/hoch.jpg',
      imageHorizontal: 'https://cdn.example.de/quer.jpg',
      content: `<p><a href="/seminare/t/neu-im-betriebsrat">Neu</a> <a href='/forum'>Forum</a> <img src="/bilder/x.png" alt=""> <a href="https://example.de/">extern</a></p>`,
    };
    const item = { id: 1, linkText: 'Seminare', url: '/seminare', children: [], hiddenOnFrontend: '0' as const };
    const [main] = siteNavigation(absolute({ navigation: [{ ...item, inspirationContent: [slide] }] }));
    expect(main!.inspirationContent![0]).toEqual({
      imageVertical: `${ORIGINS.main}/bilder/hoch.jpg`,
      imageHorizontal: 'https://cdn.example.de/quer.jpg',
      content: `<p><a href="${ORIGINS.main}/seminare/t/neu-im-betriebsrat">Neu</a> <a href='${ORIGINS.main}/forum'>Forum</a> <img src="${ORIGINS.main}/bilder/x.png" alt=""> <a href="https://example.de/">extern</a></p>`,
    });
    // On the site itself its own pages stay relative; the works-council site links seminars to the main site.
    const [own] = siteNavigation(testGlobals({ navigation: [{ ...item, inspirationContent: [slide] }] }));
    expect(own!.inspirationContent![0]).toEqual(slide);
    const [worksCouncil] = siteNavigation(
      testGlobals({ site: 'works-council', navigation: [{ ...item, inspirationContent: [slide] }] }),
    );
    expect(worksCouncil!.inspirationContent![0]!.content).toContain(
      `href="${ORIGINS.main}/seminare/t/neu-im-betriebsrat"`,
    );
  });

  it("login carries no redirect to the host's address; logout and wish list are on the site", () => {
    expect(loginUrl(absolute(), false, '/shop/artikel/1')).toBe(`${ORIGINS.main}/kundenportal/login`);
    expect(wishlistUrl(absolute({ user: { firstname: 'Anna', impersonated: false } }), false)).toBe(
      `${ORIGINS.main}/wishlist/list`,
    );
    expect(loginUrl(testGlobals(), false, '/seminare')).toBe('/kundenportal/login?redirect=%2Fseminare');
    expect(logoutUrl(absolute(), false)).toBe(`${ORIGINS.main}/kundenportal/logout`);
    expect(logoutUrl(absolute({ site: 'works-council' }), true)).toBe(
      `${ORIGINS['works-council']}/kundenportal/br-logout`,
    );
    expect(wishlistUrl(absolute(), false)).toBe(`${ORIGINS.main}/kundenportal/login?redirect=%2Fwishlist%2Flist`);
  });
});

describe('calls of the header on another host', () => {
  function documentWith(globals: PageGlobals): Document {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<script id="${PAGE_GLOBALS_ELEMENT_ID}" type="application/json">${serialisePageGlobals(globals)}</script>`;
    return doc;
  }

  it("go to the site's origin with absolute links, else to the page's own", () => {
    expect(callsExtra(documentWith(testGlobals({ absoluteLinks: true, site: 'newer' })))).toEqual({
      apiBaseUrl: ORIGINS.newer,
    });
    expect(callsExtra(documentWith(testGlobals()))).toEqual({});
    expect(callsExtra(undefined)).toEqual({});
  });
});

describe('hydrated on another host', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("keeps the works-council logout and the plain login of the site, whatever the host's address", async () => {
    const props = { name: 'header', singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<
      typeof headerLifecycles.mount
    >[0];
    const loggedIn = testGlobals({
      site: 'works-council',
      absoluteLinks: true,
      user: { firstname: 'Anna', impersonated: false },
    });
    document.head.innerHTML = `<script id="${PAGE_GLOBALS_ELEMENT_ID}" type="application/json">${serialisePageGlobals(loggedIn)}</script>`;
    document.body.innerHTML = `<div id="amb-header">${renderHeader(loggedIn)}</div>`;
    window.history.replaceState(null, '', '/shop/warenkorb');
    const errors = jest.spyOn(console, 'error');
    await headerLifecycles.bootstrap(props);
    await headerLifecycles.mount(props);
    await waitFor(() => expect(document.querySelector('.nav-banner__greeting')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('.nav-banner__logout')).toHaveAttribute(
      'href',
      `${ORIGINS['works-council']}/kundenportal/br-logout`,
    );
    expect(errors).not.toHaveBeenCalled();
    await headerLifecycles.unmount(props);
    errors.mockRestore();
    window.history.replaceState(null, '', '/');
  });
});
