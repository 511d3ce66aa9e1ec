import { waitFor } from '@testing-library/react';
import {
  MAIN_STATE_ELEMENT_ID,
  SLOT_IDS,
  serialiseForScript,
  type ServerRenderResult,
} from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { mockFetch, visit, type MockRoute } from '@amb/remote-kit/testing';
import { render } from '../server';

type Lifecycles = typeof import('../lifecycles');

/** The server build's render of a url, as the bff asks for it. */
export const renderAt = (url: string) =>
  render({ url, site: 'main', globals: testPageGlobals(), apiBaseUrl: 'http://api.test' });

const props = { name: 'mf_conferences/App', singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<
  Lifecycles['mount']
>[0];

function writeDocument(result: ServerRenderResult) {
  document.body.innerHTML =
    `<div id="${SLOT_IDS.header}"></div><main id="${SLOT_IDS.main}">${result.html}</main>` +
    `<script id="${MAIN_STATE_ELEMENT_ID}" type="application/json" data-remote="mf_conferences">` +
    `${serialiseForScript(result.state)}</script>`;
}

/**
 * Runs `use` with the remote's lifecycles as a browser first loads them: in a module registry of their own, so
 * no page chunk is loaded yet (the server render loaded its page in this file's registry). The page's chunk
 * is loaded while `use` runs, so that is where it must mount, check and unmount.
 */
async function withColdLifecycles(use: (lifecycles: Lifecycles) => Promise<void>): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    await use(await import('../lifecycles'));
  });
}

/** Whether the kit's loading state ever appears in `element` (a Suspense fallback over the server HTML). */
function watchLoadingState(element: HTMLElement): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= element.querySelector('.kit-loading') !== null;
  });
  observer.observe(element, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

/**
 * Renders `url` on the server, then mounts the remote over that HTML as the browser does, its page's chunk
 * not loaded yet: the lifecycles load it before they hydrate, so the first client render equals the server
 * HTML, with no hydration error, no fetch and never the loading state. Call it in a block with the kit's
 * `outsideAct()` (single-spa mounts from timers).
 */
export async function expectHydration(url: string, routes: Record<string, MockRoute>): Promise<void> {
  mockFetch(routes);
  const result = await renderAt(url);
  expect(result.status).toBe(200);
  writeDocument(result);
  visit(url);
  const calls = mockFetch(routes);
  const errors = jest.spyOn(console, 'error');
  const serverRoot = document.querySelector(`#${SLOT_IDS.main} > [data-boundary="mf_conferences"]`);
  const loadingShown = watchLoadingState(document.getElementById(SLOT_IDS.main)!);

  await withColdLifecycles(async (lifecycles) => {
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(loadingShown()).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(document.querySelector(`#${SLOT_IDS.main} > [data-boundary="mf_conferences"]`)).toBe(serverRoot);
    const parsed = document.createElement('main');
    parsed.innerHTML = result.html;
    expect(document.getElementById(SLOT_IDS.main)!.innerHTML).toBe(parsed.innerHTML);
    await lifecycles.unmount(props);
    await waitFor(() => expect(document.getElementById(SLOT_IDS.main)!.innerHTML).toBe(''));
  });
  errors.mockRestore();
}
