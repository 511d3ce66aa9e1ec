import { MESSAGES, REMOTE_LOAD_TIMEOUT_MS } from '@amb/shared-contracts/core';
import type { LifeCycles } from 'single-spa';
import { applicationsFor, loadRemoteLifecycles, type Federation, type LoadContext } from './applications';
import { ALL_REMOTES, pageGlobals, renderDocument } from './test/pageGlobals';

const at = (pathname: string, search = '') => ({ pathname, search }) as Location;
const props = { name: 'x', singleSpa: {}, mountParcel: jest.fn() };

function context(loadRemote: Federation['loadRemote'], remotes = ALL_REMOTES): LoadContext {
  return { federation: { registerRemotes: jest.fn(), loadRemote }, remotes, timeoutMs: REMOTE_LOAD_TIMEOUT_MS };
}

function fakeRemote(text: string, slotId = 'amb-main'): LifeCycles {
  return {
    bootstrap: () => Promise.resolve(),
    mount: () => {
      document.getElementById(slotId)!.textContent = text;
      return Promise.resolve();
    },
    unmount: () => {
      document.getElementById(slotId)!.textContent = '';
      return Promise.resolve();
    },
  };
}

async function mount(lifecycles: LifeCycles) {
  await (lifecycles.bootstrap as (p: unknown) => Promise<void>)(props);
  await (lifecycles.mount as (p: unknown) => Promise<void>)(props);
}

beforeEach(() => {
  renderDocument(pageGlobals(), '<nav>Server-Header</nav>', '<p>Server-Footer</p>');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('applicationsFor', () => {
  const apps = applicationsFor(pageGlobals(), context(jest.fn()));
  const byName = (name: string) => apps.find((app) => app.name === name)!;

  it('registriert Header, Footer, fünf Seiten-Remotes und die 404-Seite', () => {
    expect(apps.map((app) => app.name)).toEqual([
      'mf_navigation/Header',
      'mf_navigation/Footer',
      'mf_catalogue/App',
      'mf_cart/App',
      'mf_account/App',
      'mf_content/App',
      'mf_conferences/App',
      'not-found',
    ]);
  });

  it.each([
    ['/seminare/warenkorb', 'mf_cart/App'],
    ['/seminare', 'mf_catalogue/App'],
    ['/meinamb/merkliste', 'mf_cart/App'],
    ['/meinamb/einstellungen', 'mf_account/App'],
    ['/fachartikel/abc', 'mf_content/App'],
    ['/fachtagung/anmeldung', 'mf_conferences/App'],
    ['/gibt-es-nicht', 'not-found'],
  ])('auf %s ist nur %s im Hauptbereich aktiv', (path, active) => {
    const activeApps = apps.filter((app) => app.activeWhen(at(path))).map((app) => app.name);
    expect(activeApps).toEqual(['mf_navigation/Header', 'mf_navigation/Footer', active]);
  });

  it('Header und Footer sind immer aktiv', () => {
    expect(byName('mf_navigation/Header').activeWhen(at('/gibt-es-nicht'))).toBe(true);
    expect(byName('mf_navigation/Footer').activeWhen(at('/'))).toBe(true);
  });

  it.each([
    [
      'Betriebsrat-Website mit Serverinhalt',
      pageGlobals({
        site: 'works-council',
        serverRenderedMain: true,
        remotes: { mf_navigation: ALL_REMOTES.mf_navigation },
      }),
    ],
    ['serverRenderedMain', pageGlobals({ serverRenderedMain: true })],
  ])('registriert bei %s nur die beiden Navigations-Apps', (_label, globals) => {
    expect(applicationsFor(globals, context(jest.fn())).map((app) => app.name)).toEqual([
      'mf_navigation/Header',
      'mf_navigation/Footer',
    ]);
  });
});

describe('ein 404-Dokument (die Seite „nicht gefunden“ kam vom Server)', () => {
  const names = (apps: ReturnType<typeof applicationsFor>, path: string, search = '') =>
    apps.filter((app) => app.activeWhen(at(path, search))).map((app) => app.name);

  it('lässt an seiner Adresse keine Seiten-Remote darüber rendern; jede andere Adresse rendert wieder normal', () => {
    const apps = applicationsFor(pageGlobals({ status: 404 }), context(jest.fn()), '/seminare/r/unbekannt?seite=2');
    expect(names(apps, '/seminare/r/unbekannt', '?seite=2')).toEqual([
      'mf_navigation/Header',
      'mf_navigation/Footer',
      'not-found',
    ]);
    expect(names(apps, '/seminare')).toContain('mf_catalogue/App');
    // Back at the 404 address later: the remote renders (its own not-found page), the hold is over.
    expect(names(apps, '/seminare/r/unbekannt', '?seite=2')).toContain('mf_catalogue/App');
  });

  it('hält bei Status 200 nichts fest', () => {
    const apps = applicationsFor(pageGlobals(), context(jest.fn()), '/seminare');
    expect(names(apps, '/seminare')).toContain('mf_catalogue/App');
  });

  it('registriert auf der Betriebsrat-Website die 404-Seite für ein 404-Dokument', () => {
    window.history.replaceState(null, '', '/news/gibt-es-nicht');
    const globals = pageGlobals({ site: 'works-council', serverRenderedMain: true, status: 404 });
    expect(applicationsFor(globals, context(jest.fn())).map((app) => app.name)).toEqual([
      'mf_navigation/Header',
      'mf_navigation/Footer',
      'not-found',
    ]);
    window.history.replaceState(null, '', '/');
  });
});

describe('eine statische Seite (PageGlobals.staticMain: Inhalt vom Server, ohne Skript)', () => {
  const names = (apps: ReturnType<typeof applicationsFor>, path: string) =>
    apps.filter((app) => app.activeWhen(at(path))).map((app) => app.name);

  it('lädt an ihrer Adresse keine Seiten-Remote, nur Kopf und Fuß; jede andere Adresse lädt sie wie sonst', () => {
    const apps = applicationsFor(pageGlobals({ staticMain: true }), context(jest.fn()), '/');
    expect(names(apps, '/')).toEqual(['mf_navigation/Header', 'mf_navigation/Footer']);
    expect(names(apps, '/suche')).toContain('mf_catalogue/App');
    // Back at the first address: the remote renders the page in the browser, the hold is over.
    expect(names(apps, '/')).toContain('mf_catalogue/App');
  });
});

describe('eine Seite, die beim ersten Gebrauch hydriert (PageGlobals.deferredMain)', () => {
  const names = (apps: ReturnType<typeof applicationsFor>, path: string) =>
    apps.filter((app) => app.activeWhen(at(path))).map((app) => app.name);

  it('lädt ihren Remote erst beim ersten Gebrauch und bittet single-spa dann, neu zu schauen', async () => {
    const reroute = jest.fn();
    const loadRemote = jest.fn().mockResolvedValue(fakeRemote('Seminare'));
    const apps = applicationsFor(pageGlobals({ deferredMain: true }), { ...context(loadRemote), reroute }, '/seminare');
    expect(names(apps, '/seminare')).toEqual(['mf_navigation/Header', 'mf_navigation/Footer']);
    window.dispatchEvent(new Event('pointerdown'));
    expect(reroute).toHaveBeenCalledTimes(1);
    expect(names(apps, '/seminare')).toContain('mf_catalogue/App');
    await mount(await apps.find((app) => app.name === 'mf_catalogue/App')!.load());
    expect(document.getElementById('amb-main')).toHaveTextContent('Seminare');
  });

  it('den Fuß lädt sie, wo der Server es sagt (PageGlobals.deferredFooter), auch erst dann; den Kopf sofort', async () => {
    const reroute = jest.fn();
    const loadRemote = jest.fn().mockResolvedValue(fakeRemote('Fuß', 'amb-footer'));
    const globals = pageGlobals({ deferredMain: true, deferredFooter: true });
    const apps = applicationsFor(globals, { ...context(loadRemote), reroute }, '/seminare');
    expect(names(apps, '/seminare')).toEqual(['mf_navigation/Header']);
    window.dispatchEvent(new Event('keydown'));
    expect(names(apps, '/seminare')).toEqual(['mf_navigation/Header', 'mf_navigation/Footer', 'mf_catalogue/App']);
    await mount(await apps.find((app) => app.name === 'mf_navigation/Footer')!.load());
    expect(loadRemote).toHaveBeenCalledWith('mf_navigation/Footer');
    expect(document.getElementById('amb-footer')).toHaveTextContent('Fuß');
  });
});

it('registriert auf Kontoseiten der Betriebsrat-Website auch mf_account (eigene Anmeldung)', () => {
  const globals = pageGlobals({
    site: 'works-council',
    serverRenderedMain: false,
    remotes: { mf_navigation: ALL_REMOTES.mf_navigation, mf_account: ALL_REMOTES.mf_account },
  });
  const names = applicationsFor(globals, context(jest.fn())).map((app) => app.name);
  expect(names).toContain('mf_account/App');
  expect(names.slice(0, 2)).toEqual(['mf_navigation/Header', 'mf_navigation/Footer']);
});

describe('loadRemoteLifecycles', () => {
  it('lädt mf_cart/App über die Module-Federation-Runtime', async () => {
    const loadRemote = jest.fn().mockResolvedValue(fakeRemote('Warenkorb'));
    await mount(await loadRemoteLifecycles('mf_cart', './App', 'amb-main', context(loadRemote)));
    expect(loadRemote).toHaveBeenCalledWith('mf_cart/App');
    expect(document.getElementById('amb-main')).toHaveTextContent('Warenkorb');
  });

  it('zeigt bei einem Ladefehler den Hinweis nur im Bereich des Remotes', async () => {
    const loadRemote = jest.fn().mockRejectedValue(new Error('ScriptExternalLoadError'));
    await mount(await loadRemoteLifecycles('mf_catalogue', './App', 'amb-main', context(loadRemote)));
    const alert = document.querySelector('#amb-main [role="alert"]');
    expect(alert).toHaveTextContent(MESSAGES.remoteUnavailable);
    expect(alert).toHaveAttribute('data-boundary', 'mf_catalogue');
    expect(document.getElementById('amb-header')).toHaveTextContent('Server-Header');
    expect(document.querySelector('#amb-header [role="alert"]')).toBeNull();
  });

  it('zeigt den Hinweis nach REMOTE_LOAD_TIMEOUT_MS, wenn das Remote nicht antwortet', async () => {
    jest.useFakeTimers();
    const loadRemote = jest.fn(() => new Promise<never>(() => undefined));
    const pending = loadRemoteLifecycles('mf_cart', './App', 'amb-main', context(loadRemote));
    let settled = false;
    void pending.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await mount(await pending);
    expect(document.querySelector('#amb-main [role="alert"]')).toHaveAttribute('data-boundary', 'mf_cart');
  });

  it('lässt das Server-HTML des Headers stehen, wenn mf_navigation ausfällt', async () => {
    const loadRemote = jest.fn().mockRejectedValue(new Error('offline'));
    const lifecycles = await loadRemoteLifecycles('mf_navigation', './Header', 'amb-header', context(loadRemote));
    await mount(lifecycles);
    const header = document.getElementById('amb-header')!;
    expect(header).toHaveTextContent('Server-Header');
    expect(header.querySelector('[role="alert"]')).toHaveAttribute('data-boundary', 'mf_navigation');
    await (lifecycles.unmount as (p: unknown) => Promise<void>)(props);
    expect(header.querySelector('[role="alert"]')).toBeNull();
  });

  it('nutzt den Hinweis, wenn das Remote in der Liste fehlt', async () => {
    const loadRemote = jest.fn();
    const lifecycles = await loadRemoteLifecycles('mf_content', './App', 'amb-main', context(loadRemote, {}));
    await mount(lifecycles);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(document.querySelector('#amb-main [role="alert"]')).toHaveAttribute('data-boundary', 'mf_content');
  });

  it('nutzt den Hinweis, wenn das Remote beim Mount wirft', async () => {
    const broken: LifeCycles = { ...fakeRemote('x'), mount: async () => Promise.reject(new Error('kaputt')) };
    const lifecycles = await loadRemoteLifecycles(
      'mf_account',
      './App',
      'amb-main',
      context(jest.fn().mockResolvedValue(broken)),
    );
    await mount(lifecycles);
    expect(document.querySelector('#amb-main [role="alert"]')).toHaveAttribute('data-boundary', 'mf_account');
  });
});
