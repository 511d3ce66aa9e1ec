import { fireEvent, screen } from '@testing-library/dom';
import type { RemotesMap } from '@amb/shared-contracts/core';
import {
  devOverrides,
  dropServerMarkupOf,
  isDevServerUrl,
  OVERRIDE_PARAM,
  readOverrides,
  REMOTE_OVERRIDES_KEY,
  showOverrideNotice,
} from './devOverrides';
import { startShell } from './startShell';
import { ALL_REMOTES, pageGlobals, renderDocument } from './test/pageGlobals';

const DEV_CART = 'http://localhost:3013/remoteEntry.js';
const stored = () => JSON.parse(window.localStorage.getItem(REMOTE_OVERRIDES_KEY) ?? 'null') as unknown;
const store = (value: unknown) =>
  window.localStorage.setItem(REMOTE_OVERRIDES_KEY, typeof value === 'string' ? value : JSON.stringify(value));
const at = (path: string) => window.history.replaceState(null, '', path);

function overridesOn(
  options: { allowed?: boolean | undefined; hostname?: string; globals?: null } = {},
  warn: (message: string) => void = jest.fn(),
): RemotesMap {
  const { hostname = 'localhost' } = options;
  const allowed = 'allowed' in options ? options.allowed : true;
  const globals = options.globals === null ? null : pageGlobals({ devOverridesAllowed: allowed });
  const location = { hostname, href: window.location.href };
  return devOverrides({ globals, location, history: window.history, storage: window.localStorage, warn });
}

beforeEach(() => {
  window.localStorage.clear();
  at('/');
  document.body.innerHTML = '';
});

describe('devOverrides: where an override counts', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('honours a stored override on a page on %s', (hostname) => {
    store({ mf_cart: DEV_CART });
    expect(overridesOn({ hostname })).toEqual({ mf_cart: DEV_CART });
  });

  it.each(['www.amb-seminare.de', '192.168.1.20', 'localhost.example.de'])(
    'ignores every override on a page on %s (not this machine), and takes no URL parameter there',
    (hostname) => {
      store({ mf_cart: DEV_CART });
      at(`/seminare?${OVERRIDE_PARAM}=mf_catalogue=http://localhost:3012/remoteEntry.js`);
      expect(overridesOn({ hostname })).toEqual({});
      expect(stored()).toEqual({ mf_cart: DEV_CART });
      expect(window.location.search).toContain(OVERRIDE_PARAM);
    },
  );

  it.each([
    ['the bff runs in production mode', false],
    ['the globals do not say (an older bff)', undefined],
  ])('ignores overrides when %s: nothing from the URL is stored', (_label, allowed) => {
    store({ mf_cart: DEV_CART });
    at(`/?${OVERRIDE_PARAM}=mf_catalogue=http://localhost:3012/remoteEntry.js`);
    expect(overridesOn({ allowed })).toEqual({});
    expect(stored()).toEqual({ mf_cart: DEV_CART });
  });

  it('ignores overrides on a page without globals', () => {
    store({ mf_cart: DEV_CART });
    expect(overridesOn({ globals: null })).toEqual({});
  });
});

describe('devOverrides: what an override may be', () => {
  it.each([
    ['a dev server on localhost', 'http://localhost:3013/remoteEntry.js', true],
    ['a dev server on 127.0.0.1 over https', 'https://127.0.0.1:3013/remoteEntry.js', true],
    ['another host', 'https://cdn.example.de/remoteEntry.js', false],
    ['a look-alike host', 'http://localhost.example.de/remoteEntry.js', false],
    ['IPv6 loopback (CSP cannot allow it)', 'http://[::1]:3013/remoteEntry.js', false],
    ['credentials in the URL', 'http://user:pw@localhost:3013/remoteEntry.js', false],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['a relative path', '/mf/mf_cart/x/remoteEntry.js', false],
    ['no URL at all', 'localhost:3013', false],
  ])('%s: %s -> %s', (_label, url, valid) => {
    expect(isDevServerUrl(url)).toBe(valid);
  });

  it.each([
    ['broken JSON', '{nope'],
    ['a string', '"text"'],
    ['an array', '["mf_cart"]'],
    ['null', 'null'],
  ])('ignores a stored value that is %s', (_label, raw) => {
    store(raw);
    expect(overridesOn()).toEqual({});
  });

  it('keeps only known remotes with a dev-server URL and says why it dropped the others', () => {
    store({
      mf_cart: DEV_CART,
      evil: 'http://localhost:1/x.js',
      mf_account: 3,
      mf_content: 'https://evil.example/x.js',
    });
    const warn = jest.fn();
    expect(overridesOn({}, warn)).toEqual({ mf_cart: DEV_CART });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Override für mf_content ignoriert'));
  });

  it('readOverrides survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readOverrides(broken)).toEqual({});
  });
});

describe(`devOverrides: the URL parameter ?${OVERRIDE_PARAM}=`, () => {
  it('stores the override, merges with the stored ones and leaves the address bar without it', () => {
    store({ mf_catalogue: 'http://localhost:3012/remoteEntry.js' });
    at(`/seminare?seite=2&${OVERRIDE_PARAM}=mf_cart=${DEV_CART}#liste`);
    expect(overridesOn()).toEqual({ mf_catalogue: 'http://localhost:3012/remoteEntry.js', mf_cart: DEV_CART });
    expect(stored()).toEqual({ mf_catalogue: 'http://localhost:3012/remoteEntry.js', mf_cart: DEV_CART });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/seminare?seite=2#liste',
    );
  });

  it('takes several at once, and an empty URL removes that one override', () => {
    store({ mf_catalogue: 'http://localhost:3012/remoteEntry.js' });
    at(`/?${OVERRIDE_PARAM}=mf_cart=${encodeURIComponent(DEV_CART)}&${OVERRIDE_PARAM}=mf_catalogue=`);
    expect(overridesOn()).toEqual({ mf_cart: DEV_CART });
    at(`/?${OVERRIDE_PARAM}=mf_cart=`);
    expect(overridesOn()).toEqual({});
    expect(window.localStorage.getItem(REMOTE_OVERRIDES_KEY)).toBeNull();
  });

  it.each([
    ['an unknown remote', 'mf_unbekannt=http://localhost:3099/remoteEntry.js'],
    ['a URL on another host', 'mf_cart=https://evil.example/remoteEntry.js'],
    ['no remote name', '=http://localhost:3013/remoteEntry.js'],
    ['garbage', '%%%'],
  ])('ignores %s (nothing stored, a warning in the console)', (_label, value) => {
    at(`/?${OVERRIDE_PARAM}=${value}`);
    const warn = jest.fn();
    expect(overridesOn({}, warn)).toEqual({});
    expect(window.localStorage.getItem(REMOTE_OVERRIDES_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });
});

describe('showOverrideNotice', () => {
  it('says in German which remote comes from where, with a button that resets', () => {
    const onReset = jest.fn();
    showOverrideNotice(document, { mf_cart: DEV_CART, mf_catalogue: 'http://127.0.0.1:3012/remoteEntry.js' }, onReset);
    const notice = screen.getByRole('complementary', { name: 'Entwicklungsmodus' });
    expect(notice).toHaveTextContent(`Entwicklungsmodus: mf_cart kommt von ${DEV_CART}`);
    expect(notice).toHaveTextContent('Entwicklungsmodus: mf_catalogue kommt von http://127.0.0.1:3012/remoteEntry.js');
    fireEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without overrides', () => {
    expect(showOverrideNotice(document, {}, jest.fn())).toBeNull();
    expect(document.querySelector('.amb-dev-overrides')).toBeNull();
  });

  it('shows the URL as text, never as markup', () => {
    showOverrideNotice(document, { mf_cart: 'http://localhost:3013/<img src=x onerror=alert(1)>' }, jest.fn());
    expect(document.querySelector('.amb-dev-overrides img')).toBeNull();
    expect(screen.getByRole('complementary')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});

describe('dropServerMarkupOf', () => {
  it("empties only the slots holding an overridden remote's server markup (another build would not hydrate)", () => {
    renderDocument(
      pageGlobals(),
      '<div data-boundary="mf_navigation">Kopf</div>',
      '<div data-boundary="mf_navigation">Fuß</div>',
      '<div data-boundary="mf_catalogue"><h1>Seminare</h1></div>',
    );
    expect(dropServerMarkupOf(document, { mf_catalogue: 'http://localhost:3012/remoteEntry.js' })).toEqual([
      'amb-main',
    ]);
    expect(document.getElementById('amb-main')).toBeEmptyDOMElement();
    expect(document.getElementById('amb-header')).toHaveTextContent('Kopf');
    expect(document.getElementById('amb-footer')).toHaveTextContent('Fuß');
  });

  it('keeps every slot without overrides', () => {
    renderDocument(pageGlobals(), '', '', '<div data-boundary="mf_catalogue"><h1>Seminare</h1></div>');
    expect(dropServerMarkupOf(document, {})).toEqual([]);
    expect(document.getElementById('amb-main')).toHaveTextContent('Seminare');
  });
});

describe('startShell with developer overrides', () => {
  function start(allowed: boolean) {
    at(`/seminare/warenkorb?${OVERRIDE_PARAM}=mf_cart=${DEV_CART}`);
    renderDocument(pageGlobals({ devOverridesAllowed: allowed }));
    const registerRemotes = jest.fn();
    const reload = jest.fn();
    const started = startShell({
      federation: { registerRemotes, loadRemote: jest.fn(() => new Promise(() => undefined)) },
      singleSpa: { registerApplication: jest.fn(), start: jest.fn() },
      storage: window.localStorage,
      location: {
        hostname: 'localhost',
        get href() {
          return window.location.href;
        },
        reload,
      },
      history: window.history,
    });
    return { started, registerRemotes, reload };
  }

  const entryOf = (registerRemotes: jest.Mock, name: string) =>
    (registerRemotes.mock.calls[0][0] as Array<{ name: string; entry: string }>).find((r) => r.name === name)?.entry;

  it('development: loads the remote from the dev server, shows the notice; Zurücksetzen forgets it and reloads', async () => {
    const { started, registerRemotes, reload } = start(true);
    await started;
    expect(entryOf(registerRemotes, 'mf_cart')).toBe(DEV_CART);
    expect(entryOf(registerRemotes, 'mf_catalogue')).toBe(ALL_REMOTES.mf_catalogue);
    expect(screen.getByRole('complementary')).toHaveTextContent(`Entwicklungsmodus: mf_cart kommt von ${DEV_CART}`);
    fireEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(window.localStorage.getItem(REMOTE_OVERRIDES_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('production: the deployed remote, no notice, nothing stored', async () => {
    store({ mf_catalogue: 'http://localhost:3012/remoteEntry.js' });
    const { started, registerRemotes } = start(false);
    await started;
    expect(entryOf(registerRemotes, 'mf_cart')).toBe(ALL_REMOTES.mf_cart);
    expect(entryOf(registerRemotes, 'mf_catalogue')).toBe(ALL_REMOTES.mf_catalogue);
    expect(document.querySelector('.amb-dev-overrides')).toBeNull();
    expect(stored()).toEqual({ mf_catalogue: 'http://localhost:3012/remoteEntry.js' });
  });
});
