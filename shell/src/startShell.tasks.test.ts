import { startShell } from './startShell';
import { pageGlobals, renderDocument } from './test/pageGlobals';

/** Settles every pending promise callback, but no timer: what runs in the task that called startShell. */
const drainMicrotasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

describe('startShell splits its work into tasks', () => {
  it('registers nothing in the task that evaluated the shell; registers, then starts single-spa, in later tasks', async () => {
    jest.useFakeTimers();
    renderDocument(pageGlobals());
    const registerRemotes = jest.fn();
    const registerApplication = jest.fn();
    const start = jest.fn();

    const started = startShell({
      federation: { registerRemotes, loadRemote: () => Promise.reject(new Error('nicht benötigt')) },
      singleSpa: { registerApplication, start },
    });
    await drainMicrotasks();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(registerApplication).not.toHaveBeenCalled();

    jest.runOnlyPendingTimers();
    await drainMicrotasks();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerApplication).toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();

    jest.runOnlyPendingTimers();
    await started;
    expect(start).toHaveBeenCalledWith({ urlRerouteOnly: true });
    jest.useRealTimers();
  });
});
