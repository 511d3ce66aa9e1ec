import { Suspense, type ComponentType } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SLOT_IDS } from '@amb/shared-contracts/core';
import { RemoteRoot } from '../lifecycles/RemoteRoot';
import { remoteLifecycles } from '../lifecycles/remoteLifecycles';
import { outsideAct } from '../testing/remoteTests';
import { visit } from '../testing/renderWithProviders';
import { Loading } from '../ui/states';
import { lazyPage, preloadPage, type LazyPage } from './lazyPage';
import { matchPage } from './pages';

type Props = { title: string };

/** A lazy page whose chunk arrives when the test says so. */
function deferredPage(Component: ComponentType<Props>) {
  let arrive: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<ComponentType<Props>>((resolve) => {
        arrive = () => resolve(Component);
      }),
  );
  return { page: lazyPage(load), load, arrive: () => arrive() };
}

const Seminars = ({ title }: Props) => (
  <section>
    <h1>{title}</h1>
    <button type="button">Filtern</button>
  </section>
);

function pagesOf(component: LazyPage<Props>) {
  return [{ patterns: ['/seminare'], title: 'Alle Seminare', component }] as const;
}

function AppOf(pages: ReturnType<typeof pagesOf>) {
  return function App() {
    const match = matchPage(pages, window.location.pathname);
    if (!match) return null;
    const Page = match.page.component;
    return (
      <Suspense fallback={<Loading />}>
        <Page title={match.page.title} />
      </Suspense>
    );
  };
}

const makeStore = () => configureStore({ reducer: () => ({}) });
const props = { name: 'mf_catalogue/App', singleSpa: {}, mountParcel: jest.fn() } as never;
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('lazyPage', () => {
  // React renders what a resolved chunk brings by itself, as in the browser (no act() around it).
  outsideAct();

  it('loads its chunk once, however often it is preloaded', async () => {
    const { page, load, arrive } = deferredPage(Seminars);
    const both = Promise.all([page.preload(), page.preload()]);
    arrive();
    await both;
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends with the loading state until its chunk is there (a client navigation to the page)', async () => {
    const { page, arrive } = deferredPage(Seminars);
    const Page = page;
    // A root of its own, as the lifecycles make one (testing-library's render would wrap it in act()).
    const container = document.body.appendChild(document.createElement('div'));
    createRoot(container).render(
      <Suspense fallback={<Loading />}>
        <Page title="Alle Seminare" />
      </Suspense>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Einen Moment...');
    arrive();
    expect(await screen.findByRole('heading', { name: 'Alle Seminare' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tries a chunk that failed to load again', async () => {
    const load = jest
      .fn<Promise<ComponentType<Props>>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(Seminars);
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('ChunkLoadError');
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloadPage loads the page of the path only', async () => {
    const seminars = deferredPage(Seminars);
    const other = deferredPage(Seminars);
    const pages = [...pagesOf(seminars.page), { patterns: ['/suche'], title: 'Suche', component: other.page }];
    const loaded = preloadPage(pages, '/seminare');
    seminars.arrive();
    await loaded;
    expect(seminars.load).toHaveBeenCalled();
    expect(other.load).not.toHaveBeenCalled();
    await expect(preloadPage(pages, '/unbekannt')).resolves.toBeUndefined();
  });
});

describe('remoteLifecycles with lazy pages', () => {
  outsideAct();

  beforeEach(() => visit('/seminare'));

  it('hydrates server HTML only once the page of the address is loaded: never a fallback, nothing redrawn', async () => {
    const serverHtml = renderToString(
      <RemoteRoot remote="mf_catalogue" store={makeStore()}>
        <Suspense fallback={<Loading />}>
          <Seminars title="Alle Seminare" />
        </Suspense>
      </RemoteRoot>,
    );
    document.body.innerHTML = `<main id="${SLOT_IDS.main}">${serverHtml}</main>`;
    const main = document.getElementById(SLOT_IDS.main)!;
    const button = main.querySelector('button');
    const { page, load, arrive } = deferredPage(Seminars);
    const pages = pagesOf(page);
    const lifecycles = remoteLifecycles({ remote: 'mf_catalogue', App: AppOf(pages), makeStore, pages });
    const errors = jest.spyOn(console, 'error');

    await lifecycles.bootstrap(props);
    let mounted = false;
    const mounting = lifecycles.mount(props).then(() => {
      mounted = true;
    });
    await tick();
    // The chunk is on its way and nothing was hydrated yet: the mount waits for it.
    expect(load).toHaveBeenCalledTimes(1);
    expect(mounted).toBe(false);
    arrive();
    await mounting;
    await tick();
    expect(main.querySelector('button')).toBe(button);
    expect(main.innerHTML).toBe(serverHtml);
    expect(errors).not.toHaveBeenCalled();
    await lifecycles.unmount(props);
  });

  it('renders a page without server HTML at once, never showing the loading state', async () => {
    document.body.innerHTML = `<main id="${SLOT_IDS.main}"></main>`;
    const main = document.getElementById(SLOT_IDS.main)!;
    let loadingShown = false;
    const observer = new MutationObserver(() => {
      loadingShown ||= main.querySelector('.kit-loading') !== null;
    });
    observer.observe(main, { childList: true, subtree: true });
    const { page, arrive } = deferredPage(Seminars);
    const pages = pagesOf(page);
    const lifecycles = remoteLifecycles({ remote: 'mf_catalogue', App: AppOf(pages), makeStore, pages });

    await lifecycles.bootstrap(props);
    const mounting = lifecycles.mount(props);
    await tick();
    arrive();
    await mounting;
    await waitFor(() => expect(main.querySelector('h1')?.textContent).toBe('Alle Seminare'));
    observer.disconnect();
    expect(loadingShown).toBe(false);
    await lifecycles.unmount(props);
  });
});
