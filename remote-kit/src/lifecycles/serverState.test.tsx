import { combineSlices } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MAIN_STATE_ELEMENT_ID, SLOT_IDS, serialiseForScript } from '@amb/shared-contracts/core';
import { createRemoteStore } from '../store/createRemoteStore';
import { requestBaseQuery } from '../store/baseQuery';
import { rehydrateFromServer } from '../store/serverState';
import { json, mockFetch } from '../testing/fetchMock';
import { RemoteRoot } from './RemoteRoot';
import { remoteLifecycles } from './remoteLifecycles';

const rubricsApi = createApi({
  reducerPath: 'rubricsApi',
  baseQuery: requestBaseQuery,
  extractRehydrationInfo: rehydrateFromServer,
  endpoints: (build) => ({ rubrics: build.query<string[], void>({ query: () => '/api/get-rubrics' }) }),
});
const reducer = combineSlices(rubricsApi);
const makeStore = () => createRemoteStore({ reducer, middleware: [rubricsApi.middleware] });

function Rubrics() {
  const { data, isFetching } = rubricsApi.endpoints.rubrics.useQuery();
  return <ul aria-busy={isFetching}>{data?.map((name) => <li key={name}>{name}</li>) ?? <li>Einen Moment...</li>}</ul>;
}

const props = { name: 'mf_cart/App', singleSpa: {}, mountParcel: jest.fn() } as never;
type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

async function serverRender(): Promise<{ html: string; state: unknown }> {
  mockFetch({ '/api/get-rubrics': () => json(['Arbeitsrecht', 'Betriebsverfassung']) });
  const store = makeStore();
  void store.dispatch(rubricsApi.endpoints.rubrics.initiate());
  await Promise.all(store.dispatch(rubricsApi.util.getRunningQueriesThunk()));
  const html = renderToString(
    <RemoteRoot remote="mf_cart" store={store}>
      <Rubrics />
    </RemoteRoot>,
  );
  return { html, state: store.getState() };
}

describe('hydration from the embedded server state', () => {
  beforeEach(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('starts the store from the server state: same markup, no mismatch, no fetch', async () => {
    const { html, state } = await serverRender();
    expect(html).toContain('<li>Betriebsverfassung</li>');
    document.body.innerHTML =
      `<main id="${SLOT_IDS.main}">${html}</main>` +
      `<script id="${MAIN_STATE_ELEMENT_ID}" type="application/json" data-remote="mf_cart">${serialiseForScript(state)}</script>`;
    const calls = mockFetch({ '/api/get-rubrics': () => json(['anders']) });
    const errors = jest.spyOn(console, 'error');
    const firstItem = document.querySelector('li');

    const lifecycles = remoteLifecycles({ remote: 'mf_cart', App: Rubrics, makeStore });
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(errors).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(document.querySelector('li')).toBe(firstItem);
    expect(document.getElementById(SLOT_IDS.main)!.innerHTML).toBe(html);
    await lifecycles.unmount(props);
  });

  it('takes no state without its server markup in the slot: the remote renders afresh and fetches', async () => {
    const { state } = await serverRender();
    document.body.innerHTML =
      `<main id="${SLOT_IDS.main}"></main>` +
      `<script id="${MAIN_STATE_ELEMENT_ID}" type="application/json" data-remote="mf_cart">${serialiseForScript(state)}</script>`;
    const calls = mockFetch({ '/api/get-rubrics': () => json(['Arbeitsrecht']) });
    const lifecycles = remoteLifecycles({ remote: 'mf_cart', App: Rubrics, makeStore });
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await waitFor(() => expect(document.querySelector('li')).toHaveTextContent('Arbeitsrecht'));
    expect(calls.map((call) => call.path)).toEqual(['/api/get-rubrics']);
    await lifecycles.unmount(props);
  });
});
