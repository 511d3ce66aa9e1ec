import { waitFor } from '@testing-library/react';
import {
  MAIN_STATE_ELEMENT_ID,
  SLOT_IDS,
  serialiseForScript,
  type RemoteName,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import type { remoteLifecycles } from '../lifecycles/remoteLifecycles';
import { mockFetch, type MockRoute } from './fetchMock';
import { visit } from './renderWithProviders';

type Lifecycles = ReturnType<typeof remoteLifecycles>;

export interface ServerHydrationOptions {
  remote: RemoteName;
  /** The remote's server build's render (its `server.ts`). */
  render: (request: ServerRenderRequest) => Promise<ServerRenderResult>;
  /** Imports the remote's lifecycles (`() => import('../lifecycles')`): called in a module registry of its own. */
  loadLifecycles: () => Promise<Lifecycles>;
}

/**
 * Whether a loading state appears in `element` (a Suspense fallback put over the server HTML): a `.kit-loading`
 * added after the server's. A page the server rendered as loading (its data needs the session) keeps its own
 * `.kit-loading` node, which adds its skeleton after TIMINGS.loadingSkeletonMs as it does in the browser: that
 * is the page's own timer, not a fallback.
 */
function watchLoadingState(element: HTMLElement): () => boolean {
  let seen = false;
  const added = (node: Node) =>
    node instanceof Element && (node.matches('.kit-loading') || node.querySelector('.kit-loading') !== null);
  const observer = new MutationObserver((records) => {
    seen ||= records.some((record) => Array.from(record.addedNodes).some(added));
  });
  observer.observe(element, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

/** `element`'s HTML without the skeletons its server-rendered loading states grew since (see watchLoadingState). */
function withoutSkeletons(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.kit-loading > .kit-skeleton').forEach((skeleton) => skeleton.remove());
  return copy.innerHTML;
}

/**
 * A remote's server render of a url as the bff asks for it (`renderAt`), and `expectHydration`: renders `url` on the
 * server, then mounts the remote over that HTML as the browser does, its page's chunk not loaded yet — the
 * lifecycles come from a module registry of their own, so they load it before they hydrate. The first client
 * render must equal the server HTML, with no hydration error, no fetch and never the loading state. Call it in a
 * block with the kit's `outsideAct()` (single-spa mounts from timers). `browserCalls`: what a page whose data needs
 * the session asks once hydrated (paths, in order); left unanswered, so the DOM stays the server's.
 */
export function serverHydration({ remote, render, loadLifecycles }: ServerHydrationOptions) {
  const renderAt = (url: string) =>
    render({ url, site: 'main', globals: testPageGlobals(), apiBaseUrl: 'http://api.test' });
  const props = { name: `${remote}/App`, singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<
    Lifecycles['mount']
  >[0];
  const boundary = `#${SLOT_IDS.main} > [data-boundary="${remote}"]`;

  function writeDocument(result: ServerRenderResult) {
    document.body.innerHTML =
      `<div id="${SLOT_IDS.header}"></div><main id="${SLOT_IDS.main}">${result.html}</main>` +
      `<script id="${MAIN_STATE_ELEMENT_ID}" type="application/json" data-remote="${remote}">` +
      `${serialiseForScript(result.state)}</script>`;
  }

  async function expectHydration(
    url: string,
    routes: Record<string, MockRoute> = {},
    browserCalls: string[] = [],
  ): Promise<void> {
    mockFetch(routes);
    const result = await renderAt(url);
    expect(result.status).toBe(200);
    writeDocument(result);
    visit(url);
    const pending = Object.fromEntries(browserCalls.map((path) => [path, () => new Promise<Response>(() => {})]));
    const calls = mockFetch({ ...routes, ...pending });
    const errors = jest.spyOn(console, 'error');
    const serverRoot = document.querySelector(boundary);
    const loadingShown = watchLoadingState(document.getElementById(SLOT_IDS.main)!);

    await jest.isolateModulesAsync(async () => {
      const lifecycles = await loadLifecycles();
      await lifecycles.bootstrap(props);
      await lifecycles.mount(props);
      // The browser's own calls are awaited (a slow machine may need more than a tick), then a moment for any other.
      await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(browserCalls.length));
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect({ loadingStateAppeared: loadingShown() }).toEqual({ loadingStateAppeared: false });
      expect(errors).not.toHaveBeenCalled();
      expect(calls.map((call) => call.path)).toEqual(browserCalls);
      expect(document.querySelector(boundary)).toBe(serverRoot);
      const parsed = document.createElement('main');
      parsed.innerHTML = result.html;
      expect(withoutSkeletons(document.getElementById(SLOT_IDS.main)!)).toBe(withoutSkeletons(parsed));
      await lifecycles.unmount(props);
      await waitFor(() => expect(document.getElementById(SLOT_IDS.main)!.innerHTML).toBe(''));
    });
    errors.mockRestore();
  }

  return { renderAt, expectHydration };
}
