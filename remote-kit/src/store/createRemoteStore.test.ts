import { combineSlices, createSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { requestBaseQuery } from './baseQuery';
import { createRemoteStore } from './createRemoteStore';

const testApi = createApi({
  reducerPath: 'testApi',
  baseQuery: requestBaseQuery,
  endpoints: (build) => ({ rubrics: build.query<string[], void>({ query: () => '/api/get-rubrics' }) }),
});
const counter = createSlice({ name: 'counter', initialState: 3, reducers: { add: (n) => n + 1 } });
const reducer = combineSlices(testApi, counter);

describe('createRemoteStore', () => {
  it('baut den Store einer Remote mit vorgeladenem Zustand', () => {
    const store = createRemoteStore({ reducer, middleware: [testApi.middleware], preloadedState: { counter: 7 } });
    store.dispatch(counter.actions.add());
    expect(store.getState().counter).toBe(8);
  });

  it('gibt den Abfragen das extra-Argument (api-Adresse und fetch auf dem Server)', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ status: 200, text: () => Promise.resolve('["Arbeitsrecht"]') });
    const store = createRemoteStore({
      reducer,
      middleware: [testApi.middleware],
      extra: { apiBaseUrl: 'http://api.test', fetchImpl },
    });
    const result = await store.dispatch(testApi.endpoints.rubrics.initiate());
    expect(result.data).toEqual(['Arbeitsrecht']);
    expect(fetchImpl.mock.calls[0][0]).toBe('http://api.test/api/get-rubrics');
  });
});
