import { serverFetch } from './serverFetch';

const ok = () => Promise.resolve(new Response('{}', { status: 200 }));
const networkError = () => Promise.reject(new TypeError('fetch failed'));

describe('serverFetch', () => {
  it('sends a GET that failed on the network once more', async () => {
    const fetchImpl = jest.fn().mockImplementationOnce(networkError).mockImplementationOnce(ok);
    const response = await serverFetch(undefined, fetchImpl)('http://api.test/api/get-rubrics');
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure', async () => {
    const fetchImpl = jest.fn(networkError);
    await expect(serverFetch(undefined, fetchImpl)('http://api.test/x')).rejects.toThrow('fetch failed');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('never repeats a write, an HTTP error answer or a call the budget ended', async () => {
    const post = jest.fn(networkError);
    await expect(serverFetch(undefined, post)('http://api.test/x', { method: 'POST' })).rejects.toThrow();
    expect(post).toHaveBeenCalledTimes(1);

    const failing = jest.fn(() => Promise.resolve(new Response('{}', { status: 502 })));
    expect((await serverFetch(undefined, failing)('http://api.test/x')).status).toBe(502);
    expect(failing).toHaveBeenCalledTimes(1);

    const budget = new AbortController();
    const aborted = jest.fn(() => {
      budget.abort();
      return Promise.reject(new TypeError('aborted'));
    });
    await expect(serverFetch(budget.signal, aborted)('http://api.test/x')).rejects.toThrow();
    expect(aborted).toHaveBeenCalledTimes(1);
  });

  it("ends the call with the render's budget as well as with its own signal", async () => {
    const fetchImpl = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => ok());
    const budget = new AbortController();
    const own = new AbortController();
    await serverFetch(budget.signal, fetchImpl)('http://api.test/x', { signal: own.signal });
    const signal = fetchImpl.mock.calls[0]![1]?.signal;
    expect(signal!.aborted).toBe(false);
    budget.abort();
    expect(signal!.aborted).toBe(true);
  });
});
