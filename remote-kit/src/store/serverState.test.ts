import { failedQueries } from './serverState';

const query = (status: string, error?: unknown) => ({
  status,
  endpointName: 'getSeminars',
  originalArgs: { page: 1 },
  ...(error === undefined ? {} : { error }),
});

describe('failedQueries', () => {
  it('names the calls the api failed (5xx, no answer), not the ones it refused (4xx) or answered', () => {
    const state = {
      catalogueApi: {
        queries: {
          a: query('fulfilled'),
          b: query('rejected', { status: 503, data: { error: { code: 'UPSTREAM_UNAVAILABLE' } } }),
          c: query('rejected', { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }),
          d: query('rejected', { status: 400, data: { error: { code: 'VALIDATION_FAILED' } } }),
          e: query('pending'),
        },
      },
    };
    expect(failedQueries(state, 'catalogueApi')).toEqual([
      'getSeminars({"page":1}): {"status":503,"data":{"error":{"code":"UPSTREAM_UNAVAILABLE"}}}',
      'getSeminars({"page":1}): {"status":"FETCH_ERROR","error":"TypeError: fetch failed"}',
    ]);
  });

  it('is empty without the slice', () => {
    expect(failedQueries({}, 'catalogueApi')).toEqual([]);
  });
});
