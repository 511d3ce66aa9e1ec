import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import type { LifeCycles } from 'single-spa';
import { EARLY_INPUT_PROPERTY, emit, INTENT_EVENTS, type EarlyInput } from '@amb/shared-contracts/core';
import { deferredMain as createDeferredMain, heldHeader as createHeldHeader, type DeferredMain } from './deferredMain';
import { fallbackLifecycles } from './fallback';
import { hydratingRemote } from './test/hydratingRemote';
import { pageGlobals, renderDocument } from './test/pageGlobals';

const START = '/seminare';
const props = { name: 'mf_catalogue/App', singleSpa: {}, mountParcel: jest.fn() };

/** Every hold a test made: each gets a mount after the test, which ends its listeners. */
const made: DeferredMain[] = [];
const deferredMain = (...args: Parameters<typeof createDeferredMain>) => {
  const deferred = createDeferredMain(...args);
  made.push(deferred);
  return deferred;
};
const heldHeader = (...args: Parameters<typeof createHeldHeader>) => {
  const held = createHeldHeader(...args);
  made.push(held);
  return held;
};
const done = () => Promise.resolve();
const quiet: LifeCycles = { bootstrap: done, mount: done, unmount: done };

/** What the page's handlers saw: the remote's view of the visitor's input. */
const seen: string[] = [];

function FilterPage() {
  const [query, setQuery] = useState('');
  const [oneDay, setOneDay] = useState(false);
  const [month, setMonth] = useState('');
  return (
    <div data-boundary="mf_catalogue">
      <form
        action="/seminare"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          seen.push(`submit q=${query} oneDay=${oneDay} month=${month}`);
        }}
      >
        <input aria-label="Suchbegriff" name="q" value={query} onChange={(event) => setQuery(event.target.value)} />
        <input
          aria-label="Nur eintägige"
          type="checkbox"
          checked={oneDay}
          onChange={(event) => setOneDay(event.target.checked)}
        />
        <select aria-label="Monat" value={month} onChange={(event) => setMonth(event.target.value)}>
          <option value="">Alle Monate</option>
          <option value="2027-01">Januar 2027</option>
        </select>
        <button type="submit">Filter anwenden</button>
      </form>
      <button type="button" onClick={() => seen.push('in den Warenkorb')}>
        In den Warenkorb
      </button>
      <a href="/seminare/t/neu-im-betriebsrat" onClick={(event) => (event.preventDefault(), seen.push('zum Thema'))}>
        Neu im Betriebsrat
      </a>
    </div>
  );
}

/** The page's remote as single-spa mounts it: hydrates the server's HTML. */
const pageRemote = ({ announce = true } = {}) =>
  hydratingRemote(main, <FilterPage />, () => {
    // As remote-kit's App says it once the page inside its Suspense boundary has committed.
    if (announce) setTimeout(() => emit('page:ready', { path: START }), 20);
  });

const main = () => document.getElementById('amb-main')!;
const button = (name: string) =>
  [...main().querySelectorAll<HTMLElement>('button, a')].find((element) => element.textContent?.trim() === name)!;

function serve(globals = pageGlobals({ deferredMain: true })) {
  renderDocument(globals, '', '', renderToString(<FilterPage />));
}

function clickEvent(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  seen.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  for (const deferred of made.splice(0)) {
    window.dispatchEvent(new Event('pointerdown'));
    await (deferred.wrap(quiet).mount as (p: unknown) => Promise<void>)(props);
  }
  jest.restoreAllMocks();
});

describe('deferredMain: eine Seite, die beim ersten Gebrauch hydriert', () => {
  it('hält den Remote zurück, bis der Besucher etwas tut; ein Aufruf genügt', () => {
    serve();
    const onIntent = jest.fn();
    const deferred = deferredMain(pageGlobals({ deferredMain: true }), START, onIntent);
    expect(deferred.holding({ pathname: START, search: '' })).toBe(true);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(onIntent).toHaveBeenCalledTimes(1);
    expect(deferred.holding({ pathname: START, search: '' })).toBe(false);
  });

  it.each(INTENT_EVENTS)('„%s" gilt als erster Gebrauch', (type) => {
    serve();
    const onIntent = jest.fn();
    deferredMain(pageGlobals({ deferredMain: true }), START, onIntent);
    main().dispatchEvent(new Event(type, { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('eine andere Adresse (Navigation im Browser) lädt wie sonst', () => {
    serve();
    const onIntent = jest.fn();
    const deferred = deferredMain(pageGlobals({ deferredMain: true }), START, onIntent);
    expect(deferred.holding({ pathname: '/seminare/rubrik', search: '' })).toBe(false);
    expect(deferred.holding({ pathname: START, search: '' })).toBe(false);
  });

  it('hydriert sofort für ein Mitglied und auf jeder anderen Seite', () => {
    const member = pageGlobals({
      deferredMain: true,
      user: { firstName: 'Eva', lastName: 'Muster', email: 'eva@example.de' } as never,
    });
    expect(deferredMain(member, START, jest.fn()).holding({ pathname: START })).toBe(false);
    expect(deferredMain(pageGlobals(), START, jest.fn()).holding({ pathname: START })).toBe(false);
  });

  it('ein Klick vor dem Mount wird zurückgehalten und danach dem Remote gegeben, einmal', async () => {
    serve();
    const onIntent = jest.fn();
    const deferred = deferredMain(pageGlobals({ deferredMain: true }), START, onIntent);
    const event = clickEvent(button('In den Warenkorb'));
    expect(event.defaultPrevented).toBe(true);
    expect(onIntent).toHaveBeenCalled();
    const remote = deferred.wrap(pageRemote());
    await (remote.mount as (p: unknown) => Promise<void>)(props);
    expect(seen).toEqual(['in den Warenkorb']);
    // Once mounted, clicks go to the page directly.
    act(() => void clickEvent(button('In den Warenkorb')));
    expect(seen).toEqual(['in den Warenkorb', 'in den Warenkorb']);
  });

  describe('was vor der Shell kam (das Inline-Skript des Dokuments)', () => {
    const recorded = (input: Partial<EarlyInput>) => {
      const early: EarlyInput = { intent: false, click: null, taken: false, ...input };
      (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_PROPERTY] = early;
      return early;
    };
    afterEach(() => delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_PROPERTY]);

    it('ein früher Klick auf „In den Warenkorb" lädt den Remote sofort und erreicht ihn nach dem Mount, einmal', async () => {
      serve();
      const early = recorded({ intent: true, click: button('In den Warenkorb') });
      const onIntent = jest.fn();
      const deferred = deferredMain(pageGlobals({ deferredMain: true }), START, onIntent);
      expect(onIntent).toHaveBeenCalledTimes(1);
      expect(deferred.holding({ pathname: START, search: '' })).toBe(false);
      expect(early.click).toBeNull();
      await (deferred.wrap(pageRemote()).mount as (p: unknown) => Promise<void>)(props);
      expect(seen).toEqual(['in den Warenkorb']);
    });

    it('eine frühe Bewegung allein lädt ihn sofort; ein früher Klick im Kopf bleibt liegen', async () => {
      serve();
      document.getElementById('amb-header')!.innerHTML = '<button type="button">Menü</button>';
      const header = document.querySelector('#amb-header button')!;
      const early = recorded({ intent: true, click: header });
      const onIntent = jest.fn();
      const deferred = deferredMain(pageGlobals({ deferredMain: true }), START, onIntent);
      expect(onIntent).toHaveBeenCalledTimes(1);
      expect(early.click).toBe(header);
      await (deferred.wrap(pageRemote({ announce: false })).mount as (p: unknown) => Promise<void>)(props);
      expect(seen).toEqual([]);
    });

    it('ohne frühe Eingabe wartet er wie sonst', () => {
      serve();
      recorded({});
      const onIntent = jest.fn();
      const deferred = deferredMain(pageGlobals({ deferredMain: true }), START, onIntent);
      expect(onIntent).not.toHaveBeenCalled();
      expect(deferred.holding({ pathname: START, search: '' })).toBe(true);
    });
  });

  it('gibt den Klick erst weiter, wenn die Seite „page:ready" meldet (sie hydriert nach dem Mount)', async () => {
    serve();
    const deferred = deferredMain(pageGlobals({ deferredMain: true }), START, jest.fn());
    clickEvent(button('In den Warenkorb'));
    const mounted = (deferred.wrap(pageRemote({ announce: false })).mount as (p: unknown) => Promise<void>)(props);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    emit('page:ready', { path: START });
    await mounted;
    expect(seen).toEqual(['in den Warenkorb']);
  });

  it('was der Besucher vorher eingab und wählte, kommt beim Remote an, bevor der Klick ihn erreicht', async () => {
    serve();
    const deferred = deferredMain(pageGlobals({ deferredMain: true }), START, jest.fn());
    const query = main().querySelector<HTMLInputElement>('input[name="q"]')!;
    query.value = 'Mobbing';
    main().querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    main().querySelector('select')!.value = '2027-01';
    clickEvent(button('Filter anwenden'));
    await (deferred.wrap(pageRemote()).mount as (p: unknown) => Promise<void>)(props);
    expect(seen).toEqual(['submit q=Mobbing oneDay=true month=2027-01']);
    expect(query.value).toBe('Mobbing');
  });

  it('ein Link mit Strg (neuer Tab) und ein Klick außerhalb des Inhalts gehen gleich an den Browser', () => {
    serve();
    document.getElementById('amb-header')!.innerHTML = '<button type="button">Menü</button>';
    deferredMain(pageGlobals({ deferredMain: true }), START, jest.fn());
    expect(clickEvent(button('Neu im Betriebsrat'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(clickEvent(document.querySelector('#amb-header button')!).defaultPrevented).toBe(false);
  });

  it('kann der Remote nicht laden, geht der zurückgehaltene Klick an den Browser (der Link führt weiter)', async () => {
    serve();
    const deferred = deferredMain(pageGlobals({ deferredMain: true }), START, jest.fn());
    const link = button('Neu im Betriebsrat');
    clickEvent(link);
    const followed: boolean[] = [];
    link.addEventListener('click', (event) => followed.push(event.defaultPrevented));
    const remote = deferred.wrap(fallbackLifecycles('mf_catalogue', 'amb-main'));
    await (remote.mount as (p: unknown) => Promise<void>)(props);
    // The click reached the link with nothing preventing it: the browser follows it (jsdom does not navigate).
    expect(followed).toEqual([false]);
    expect(seen).toEqual([]);
  });
});

/** A header as mf_navigation renders it: a menu button that does nothing without script, a link. */
function HeaderBar() {
  const [open, setOpen] = useState(false);
  return (
    <nav>
      <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        Menü
      </button>
      <a href="/seminare" onClick={(event) => (event.preventDefault(), seen.push('zu den Seminaren'))}>
        Seminare
      </a>
    </nav>
  );
}

const header = () => document.getElementById('amb-header')!;

/** The header's remote as single-spa mounts it: hydrates the server's header. */
const headerRemote = () => hydratingRemote(header, <HeaderBar />);

describe('heldHeader: der Kopf hydriert sofort, ein Tipp davor geht nicht verloren', () => {
  const menu = () => header().querySelector('button')!;
  const serveHeader = () =>
    renderDocument(pageGlobals(), renderToString(<HeaderBar />), '', renderToString(<FilterPage />));
  afterEach(() => delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_PROPERTY]);

  it('ein Tipp auf „Menü", bevor die Shell da war (das Inline-Skript hielt ihn fest), öffnet das Menü nach dem Mount', async () => {
    serveHeader();
    const early: EarlyInput = { intent: true, click: menu(), taken: false };
    (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_PROPERTY] = early;
    const held = heldHeader();
    expect(early.click).toBeNull();
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    await (held.wrap(headerRemote()).mount as (p: unknown) => Promise<void>)(props);
    expect(menu().getAttribute('aria-expanded')).toBe('true');
  });

  it('ein Tipp, während der Remote noch lädt, wartet auf ihn; ein Link geht gleich an den Browser', async () => {
    serveHeader();
    const held = heldHeader();
    expect(clickEvent(menu()).defaultPrevented).toBe(true);
    expect(clickEvent(header().querySelector('a')!).defaultPrevented).toBe(false);
    await (held.wrap(headerRemote()).mount as (p: unknown) => Promise<void>)(props);
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    // Once mounted, clicks go to the header directly: a second one closes the menu.
    act(() => void clickEvent(menu()));
    expect(menu().getAttribute('aria-expanded')).toBe('false');
  });

  it('ein früher Klick im Inhalt bleibt der Seite; der Kopf hält nichts außerhalb seiner selbst', async () => {
    serveHeader();
    const early: EarlyInput = { intent: true, click: button('In den Warenkorb'), taken: false };
    (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_PROPERTY] = early;
    const held = heldHeader();
    expect(early.click).toBe(button('In den Warenkorb'));
    expect(clickEvent(button('In den Warenkorb')).defaultPrevented).toBe(false);
    await (held.wrap(headerRemote()).mount as (p: unknown) => Promise<void>)(props);
    expect(menu().getAttribute('aria-expanded')).toBe('false');
  });
});
