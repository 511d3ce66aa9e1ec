import { waitFor } from '@testing-library/react';
import {
  MAIN_STATE_ELEMENT_ID,
  SLOT_IDS,
  serialiseForScript,
  type ServerRenderResult,
} from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { mockFetch, visit, type MockRoute } from '@amb/remote-kit/testing';
import * as lifecycles from '../lifecycles';
import { render } from '../server';

/** The server build's render of a url, as the bff asks for it. */
export const renderAt = (url: string) =>
  render({ url, site: 'main', globals: testPageGlobals(), apiBaseUrl: 'http://api.test' });

const props = { name: `${lifecycles.REMOTE}/App`, singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<
  typeof lifecycles.mount
>[0];

function writeDocument(result: ServerRenderResult) {
  document.body.innerHTML =
    `<div id="${SLOT_IDS.header}"></div><main id="${SLOT_IDS.main}">${result.html}</main>` +
    `<script id="${MAIN_STATE_ELEMENT_ID}" type="application/json" data-remote="${lifecycles.REMOTE}">` +
    `${serialiseForScript(result.state)}</script>`;
}

/**
 * Renders `url` on the server, then mounts the remote over that HTML as the browser does: the first client
 * render must equal the server HTML, with no hydration error and no fetch. Call it in a block
 * with the kit's `outsideAct()` (single-spa mounts from timers). `browserCalls`: what a page whose data needs the
 * session (`browserData`) asks once hydrated; left unanswered, so the DOM stays the server's.
 */
export async function expectHydration(
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
  const selector = `#${SLOT_IDS.main} > [data-boundary="${lifecycles.REMOTE}"]`;
  const serverRoot = document.querySelector(selector);
  expect(serverRoot).not.toBeNull();

  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  await new Promise((resolve) => setTimeout(resolve, 50));

  expect(errors).not.toHaveBeenCalled();
  expect(calls.map((call) => call.path)).toEqual(browserCalls);
  expect(document.querySelector(selector)).toBe(serverRoot);
  // The DOM after hydration is the server's HTML as the browser parsed it: nothing was redrawn.
  const parsed = document.createElement('main');
  parsed.innerHTML = result.html;
  expect(document.getElementById(SLOT_IDS.main)!.innerHTML).toBe(parsed.innerHTML);
  await lifecycles.unmount(props);
  await waitFor(() => expect(document.getElementById(SLOT_IDS.main)!.innerHTML).toBe(''));
  errors.mockRestore();
}
