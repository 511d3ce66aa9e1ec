import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import type { LifeCycles } from 'single-spa';
import { deferredFooter as createDeferredFooter, NEAR_VIEWPORT_MARGIN, type DeferredMain } from './deferredMain';
import { hydratingRemote } from './test/hydratingRemote';
import { pageGlobals, renderDocument } from './test/pageGlobals';

const START = '/seminare';
const props = { name: 'mf_navigation/Footer', singleSpa: {}, mountParcel: jest.fn() };
const footerGlobals = () => pageGlobals({ deferredFooter: true });

/** Every hold a test made: each gets a mount after the test, which ends its listeners. */
const made: DeferredMain[] = [];
const deferredFooter = (...args: Parameters<typeof createDeferredFooter>) => {
  const deferred = createDeferredFooter(...args);
  made.push(deferred);
  return deferred;
};
const done = () => Promise.resolve();
const quiet: LifeCycles = { bootstrap: done, mount: done, unmount: done };

/** What the footer's handlers saw. */
const seen: string[] = [];

function Footer() {
  const [email, setEmail] = useState('');
  return (
    <div data-boundary="mf_navigation">
      <form
        action="/newsletter"
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          seen.push(`anmelden ${email}`);
        }}
      >
        <input aria-label="E-Mail-Adresse" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit">Anmelden</button>
      </form>
      <button type="button" onClick={() => seen.push('Cookie-Einstellungen')}>
        Cookie-Einstellungen
      </button>
    </div>
  );
}

const footer = () => document.getElementById('amb-footer')!;
const button = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('button')].find((element) => element.textContent?.trim() === name)!;

/** The footer as single-spa mounts it: hydrates the server's HTML (no 'page:ready': it is no page). */
const footerRemote = () => hydratingRemote(footer, <Footer />);

function serve() {
  renderDocument(footerGlobals(), '', renderToString(<Footer />), '<p>Seite</p>');
}

function clickEvent(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
}

/** A stand-in for the browser's IntersectionObserver: the test says when the footer nears the viewport. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  near(isIntersecting: boolean) {
    const entry = { isIntersecting, target: this.observed[0] } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  seen.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  FakeObserver.last = null;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});

afterEach(async () => {
  for (const deferred of made.splice(0)) {
    window.dispatchEvent(new Event('pointerdown'));
    await (deferred.wrap(quiet).mount as (p: unknown) => Promise<void>)(props);
  }
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.restoreAllMocks();
});

describe('deferredFooter: der Fuß hydriert, wenn er in Sicht kommt oder die Seite benutzt wird', () => {
  it('nur wo der Server es sagt (PageGlobals.deferredFooter); für Mitglieder ebenso', () => {
    serve();
    expect(createDeferredFooter(pageGlobals(), START, jest.fn()).holding({ pathname: START })).toBe(false);
    const member = pageGlobals({ deferredFooter: true, user: { firstName: 'Eva' } as never });
    expect(deferredFooter(member, START, jest.fn()).holding({ pathname: START })).toBe(true);
  });

  it('lädt, wenn der Fuß in die Nähe des Fensters kommt, einmal, und beobachtet dann nicht weiter', () => {
    serve();
    const onIntent = jest.fn();
    const deferred = deferredFooter(footerGlobals(), START, onIntent);
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([footer()]);
    expect(observer.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    observer.near(false);
    expect(deferred.holding({ pathname: START })).toBe(true);
    observer.near(true);
    observer.near(true);
    expect(onIntent).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    expect(deferred.holding({ pathname: START })).toBe(false);
  });

  it('lädt beim ersten Gebrauch der Seite und an einer anderen Adresse', () => {
    serve();
    const onIntent = jest.fn();
    const deferred = deferredFooter(footerGlobals(), START, onIntent);
    window.dispatchEvent(new Event('wheel'));
    expect(onIntent).toHaveBeenCalledTimes(1);
    expect(deferred.holding({ pathname: START })).toBe(false);
    serve();
    const other = deferredFooter(footerGlobals(), START, jest.fn());
    expect(other.holding({ pathname: '/warenkorb' })).toBe(false);
  });

  it('ohne IntersectionObserver lädt er beim ersten Gebrauch', () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    serve();
    const onIntent = jest.fn();
    deferredFooter(footerGlobals(), START, onIntent);
    expect(onIntent).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('ein Klick im Fuß vor dem Mount wird danach einmal gegeben; ein Klick im Inhalt gehört ihm nicht', async () => {
    serve();
    document.getElementById('amb-main')!.innerHTML = '<button type="button">Im Inhalt</button>';
    const deferred = deferredFooter(footerGlobals(), START, jest.fn());
    expect(clickEvent(button('Im Inhalt')).defaultPrevented).toBe(false);
    expect(clickEvent(button('Cookie-Einstellungen')).defaultPrevented).toBe(true);
    await (deferred.wrap(footerRemote()).mount as (p: unknown) => Promise<void>)(props);
    expect(seen).toEqual(['Cookie-Einstellungen']);
    act(() => void clickEvent(button('Cookie-Einstellungen')));
    expect(seen).toEqual(['Cookie-Einstellungen', 'Cookie-Einstellungen']);
  });

  it('die vorher eingegebene E-Mail-Adresse kommt an, bevor „Anmelden" den Fuß erreicht', async () => {
    serve();
    const deferred = deferredFooter(footerGlobals(), START, jest.fn());
    footer().querySelector('input')!.value = 'eva@example.de';
    clickEvent(button('Anmelden'));
    await (deferred.wrap(footerRemote()).mount as (p: unknown) => Promise<void>)(props);
    expect(seen).toEqual(['anmelden eva@example.de']);
  });
});
