import { waitFor } from '@testing-library/react';
import {
  MESSAGES,
  PAGE_GLOBALS_ELEMENT_ID,
  STORAGE_KEYS,
  serialisePageGlobals,
  type PageGlobals,
} from '@amb/shared-contracts/core';
import * as footerLifecycles from './FooterLifecycles';
import * as headerLifecycles from './HeaderLifecycles';
import { resetConsentQuestion } from './features/footer/consentQuestion';
import { renderFooter, renderHeader, renderNotFound, renderPending } from './server';
import { testGlobals } from './testing/globals';

type Lifecycles = typeof headerLifecycles;

const appProps = (name: string) =>
  ({ name, singleSpa: {}, mountParcel: jest.fn() }) as unknown as Parameters<Lifecycles['mount']>[0];

function writeDocument(globals: PageGlobals, header: string, footer: string) {
  document.head.innerHTML = `<script id="${PAGE_GLOBALS_ELEMENT_ID}" type="application/json">${serialisePageGlobals(globals)}</script>`;
  document.body.innerHTML = `<div id="amb-header">${header}</div><main id="amb-main"></main><div id="amb-footer">${footer}</div>`;
}

async function mountBoth(): Promise<[Lifecycles, Lifecycles]> {
  const header: Lifecycles = headerLifecycles;
  const footer: Lifecycles = footerLifecycles;
  await header.bootstrap(appProps('header'));
  await header.mount(appProps('header'));
  await footer.bootstrap(appProps('footer'));
  await footer.mount(appProps('footer'));
  return [header, footer];
}

async function unmountBoth([header, footer]: [Lifecycles, Lifecycles]) {
  await header.unmount(appProps('header'));
  await footer.unmount(appProps('footer'));
}

// single-spa mounts like the browser does (promises resolved from timers), outside React's act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

const cases: Array<[string, PageGlobals]> = [
  ['logged out, v1', testGlobals()],
  ['logged in and impersonated, v2', testGlobals({ version: 2, user: { firstname: 'Jörg', impersonated: true } })],
  [
    'works-council site',
    testGlobals({ site: 'works-council', showsContactLink: false, worksCouncilDomain: 'http://localhost' }),
  ],
  [
    'on another host (absolute links), logged in',
    testGlobals({ absoluteLinks: true, user: { firstname: 'Jörg', impersonated: false } }),
  ],
];

describe('server render', () => {
  it('renders the header and footer HTML from the page globals', () => {
    const globals = testGlobals({ user: { firstname: 'Anna', impersonated: false } });
    const header = renderHeader(globals);
    expect(header).toContain('data-boundary="mf_navigation"');
    expect(header).toContain('Hallo, Anna');
    expect(header).toContain('href="/seminare/rubrik"');
    expect(renderFooter(globals)).toContain('Akademie für Mitbestimmung');
  });

  it('renders the one not-found page, its seminar link on the main site where a site has no seminars', () => {
    const main = renderNotFound(testGlobals());
    expect(main).toContain('<h1 class="kit-page__heading">Seite nicht gefunden</h1>');
    expect(main).toContain('href="/seminare"');
    const worksCouncil = renderNotFound(testGlobals({ site: 'works-council' }));
    expect(worksCouncil).toContain('href="https://www.amb-seminare.de/seminare"');
    expect(worksCouncil).toContain('href="/">Zur Startseite</a>');
  });

  it('renders the pending main area of a page the browser renders: the loading state and its skeleton, at once', () => {
    const html = renderPending(testGlobals());
    expect(html).toContain('role="status"');
    expect(html).toContain(MESSAGES.loading);
    expect(html).toContain('class="kit-skeleton"');
    expect(html).toMatch(/^<div data-boundary="mf_navigation"[^>]*><section class="kit-page">/);
  });

  it('renders the impersonation bar with its stop button, and a login link without an address-dependent redirect', () => {
    const impersonated = renderHeader(testGlobals({ user: { firstname: 'Jörg', impersonated: true } }));
    expect(impersonated).toContain('Sie handeln als Jörg.');
    expect(impersonated).toContain('Zurück zum Admin-Konto</button>');
    const loggedOut = renderHeader(testGlobals());
    expect(loggedOut).toContain('href="/kundenportal/login"');
    expect(loggedOut).not.toContain('redirect=');
  });

  it('completes the login link with ?redirect= after hydrating, without a mismatch', async () => {
    const globals = testGlobals();
    // The server rendered at another address than the browser hydrates at (jsdom has one window for both).
    window.history.replaceState(null, '', '/');
    writeDocument(globals, renderHeader(globals), renderFooter(globals));
    window.history.replaceState(null, '', '/seminare/rubrik?seite=2');
    const errors = jest.spyOn(console, 'error');
    const mounted = await mountBoth();
    await waitFor(() =>
      expect(document.querySelector('.nav-banner__login')).toHaveAttribute(
        'href',
        '/kundenportal/login?redirect=%2Fseminare%2Frubrik%3Fseite%3D2',
      ),
    );
    expect(errors).not.toHaveBeenCalled();
    await unmountBoth(mounted);
    errors.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  describe.each(cases)('%s', (_label, globals) => {
    let errors: jest.SpyInstance;
    beforeEach(() => {
      window.localStorage.clear();
      resetConsentQuestion();
      errors = jest.spyOn(console, 'error');
    });
    afterEach(() => errors.mockRestore());

    it('is hydrated by the browser lifecycles without a mismatch', async () => {
      const headerHtml = renderHeader(globals);
      const footerHtml = renderFooter(globals);
      writeDocument(globals, headerHtml, footerHtml);
      // Only the browser knows the stored count; it must not leak into the first render.
      window.localStorage.setItem(STORAGE_KEYS.cartCount, '4');
      const serverHeaderRoot = document.querySelector('#amb-header > [data-boundary="mf_navigation"]');

      const mounted = await mountBoth();

      expect(errors).not.toHaveBeenCalled();
      // Hydration keeps the server's nodes instead of replacing them.
      expect(document.querySelector('#amb-header > [data-boundary="mf_navigation"]')).toBe(serverHeaderRoot);
      // Effects ran after hydration: the stored cart count shows up.
      await waitFor(() => expect(document.querySelector('#amb-header .nav-badge')).toHaveTextContent('4'));
      // The consent question is the first part of the server's header, shown by CSS only where the bff marked the
      // body (no choice yet), so it paints with the page; after hydration the component shows it (no cookie here).
      // On another host it floats over the page (the host's one copy of the header must not move its page).
      const [placement, role] = globals.absoluteLinks ? ['floating', 'dialog'] : ['top', 'region'];
      expect(headerHtml).toMatch(
        new RegExp(
          `^<div data-boundary="mf_navigation" class="kit-remote"><div class="nav-header[^"]*"><div class="nav-consent nav-consent--${placement}" role="${role}"`,
        ),
      );
      expect(footerHtml).not.toContain('nav-consent');
      await waitFor(() =>
        expect(
          document.querySelector(`#amb-header .nav-consent--${placement}.nav-consent--shown[role="${role}"]`),
        ).not.toBeNull(),
      );
      expect(errors).not.toHaveBeenCalled();
      await unmountBoth(mounted);
    });
  });

  it("shows a member's cart count from the first paint: rendered from the globals, hydrated as is, then stored", async () => {
    const globals = testGlobals({ user: { firstname: 'Anna', impersonated: false, cartCount: 3 } });
    const headerHtml = renderHeader(globals);
    expect(headerHtml).toContain('<span class="nav-badge" aria-hidden="true">3</span>');
    expect(headerHtml).toContain('3 Seminare im Warenkorb');
    expect(renderHeader(testGlobals({ user: { firstname: 'Anna', impersonated: false, cartCount: 1 } }))).toContain(
      '1 Seminar im Warenkorb',
    );
    expect(renderHeader(testGlobals({ user: { firstname: 'Anna', impersonated: false, cartCount: 0 } }))).not.toContain(
      'nav-badge',
    );
    writeDocument(globals, headerHtml, renderFooter(globals));
    // Another member's count left in this browser does not win over the page's own.
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '7');
    const errors = jest.spyOn(console, 'error');
    const mounted = await mountBoth();
    expect(document.querySelector('#amb-header .nav-badge')).toHaveTextContent('3');
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('3'));
    expect(document.querySelector('#amb-header .nav-badge')).toHaveTextContent('3');
    expect(errors).not.toHaveBeenCalled();
    await unmountBoth(mounted);
    errors.mockRestore();
  });

  it('renders into an empty slot when there is no server HTML', async () => {
    writeDocument(testGlobals({ user: { firstname: 'Anna', impersonated: false } }), '', '');
    const errors = jest.spyOn(console, 'error');
    const mounted = await mountBoth();
    expect(document.getElementById('amb-header')).toHaveTextContent('Hallo, Anna');
    expect(document.getElementById('amb-footer')).toHaveTextContent('Akademie für Mitbestimmung');
    expect(errors).not.toHaveBeenCalled();
    await unmountBoth(mounted);
    errors.mockRestore();
  });
});
