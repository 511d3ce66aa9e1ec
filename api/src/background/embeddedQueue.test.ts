import { embeddedQueue } from './embeddedQueue';
import { JOB_SPECS, retryDelaySeconds } from './jobs';
import type { Db } from '../db/types';

const db = {} as Db;
const quiet = { logError: () => {} };

afterEach(() => {
  jest.useRealTimers();
});

describe('the embedded queue (one process)', () => {
  it('runs a periodic job at start and then every interval, on timers that keep no process alive; never two at once', async () => {
    jest.useFakeTimers();
    const setIntervalSpy = jest.spyOn(global, 'setInterval');
    let finish: (() => void) | undefined;
    const run = jest
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockImplementationOnce(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      )
      .mockResolvedValue(undefined);
    const queue = embeddedQueue(quiet);
    queue.handle('expired-data-purge', { run });
    await queue.start();
    expect(run).toHaveBeenCalledTimes(1);
    const minutes = JOB_SPECS['expired-data-purge'].everyMinutes!;
    expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), minutes * 60_000);
    expect((setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout).hasRef()).toBe(false);

    await jest.advanceTimersByTimeAsync(minutes * 60_000);
    expect(run).toHaveBeenCalledTimes(2); // this one hangs
    await jest.advanceTimersByTimeAsync(3 * minutes * 60_000);
    expect(run).toHaveBeenCalledTimes(2);

    let stopped = false;
    const stopping = queue.stop().then(() => {
      stopped = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false); // waits for the run still going
    finish!();
    await stopping;
    await jest.advanceTimersByTimeAsync(10 * minutes * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a failed periodic run is reported and the next one comes on time', async () => {
    jest.useFakeTimers();
    const errors: unknown[] = [];
    const run = jest.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(undefined);
    const queue = embeddedQueue({ logError: (_message, error) => errors.push(error) });
    queue.handle('reservation-release', { run });
    await queue.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([new Error('db down')]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    await queue.stop();
  });

  it('retries a failed job after the waits of its spec, then gives it up to its dead-letter step', async () => {
    jest.useFakeTimers();
    const spec = JOB_SPECS['photo-thumbnail'];
    const run = jest.fn().mockRejectedValue(new Error('kaputt'));
    const dead = jest.fn().mockResolvedValue(undefined);
    const queue = embeddedQueue(quiet);
    queue.handle('photo-thumbnail', { run, dead });
    await queue.dispatch(await queue.add(db, 'photo-thumbnail', { photoId: 7 }));
    expect(run).toHaveBeenCalledTimes(1);
    for (let retry = 1; retry <= spec.retries; retry += 1) {
      await jest.advanceTimersByTimeAsync(retryDelaySeconds(spec, retry) * 1000 - 1);
      expect(run).toHaveBeenCalledTimes(retry);
      await jest.advanceTimersByTimeAsync(1);
      expect(run).toHaveBeenCalledTimes(retry + 1);
    }
    expect(dead).toHaveBeenCalledWith({ photoId: 7 }, new Error('kaputt'));
    await queue.stop();
  });

  it('a job known in memory (running or waiting for its retry) is not started twice by the recovery at start', async () => {
    const run = jest.fn().mockResolvedValue(undefined);
    const queue = embeddedQueue(quiet);
    let release: (() => void) | undefined;
    run.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    queue.handle('mail-delivery', { run, pending: () => Promise.resolve([{ mailId: 1 }, { mailId: 2 }]) });
    const first = queue.dispatch({ name: 'mail-delivery', data: { mailId: 1 } });
    await queue.start();
    release!();
    await first;
    await queue.drained();
    expect(run.mock.calls.map(([data]) => data)).toEqual([{ mailId: 1 }, { mailId: 2 }]);
  });

  it('refuses a second handler for one job and a job without a handler', async () => {
    const queue = embeddedQueue(quiet);
    queue.handle('photo-thumbnail', { run: () => Promise.resolve() });
    expect(() => queue.handle('photo-thumbnail', { run: () => Promise.resolve() })).toThrow(/schon einen Handler/);
    await expect(queue.dispatch({ name: 'mail-delivery', data: { mailId: 1 } })).rejects.toThrow(/Kein Handler/);
    await expect(queue.dispatch(undefined)).resolves.toBeUndefined();
  });
});
