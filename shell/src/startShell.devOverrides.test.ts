import { pageGlobals, renderDocument } from './test/pageGlobals';

/** Starts the shell in a fresh module registry; true when it loaded the developer overrides' module. */
async function loadsDevOverrides(devOverridesAllowed: boolean): Promise<boolean> {
  let loaded = false;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./devOverrides', () => {
      loaded = true;
      return jest.requireActual('./devOverrides');
    });
    const { startShell } = await import('./startShell');
    renderDocument(pageGlobals({ devOverridesAllowed }));
    await startShell({
      federation: { registerRemotes: jest.fn(), loadRemote: jest.fn(() => new Promise<never>(() => undefined)) },
      singleSpa: { registerApplication: jest.fn(), start: jest.fn() },
      storage: window.localStorage,
    });
  });
  return loaded;
}

describe('startShell: developer overrides only in development mode', () => {
  it('a production page never loads their code (issue 11: no dev-only code on the first load)', async () => {
    expect(await loadsDevOverrides(false)).toBe(false);
  });

  it('a page of a bff in development mode loads them', async () => {
    expect(await loadsDevOverrides(true)).toBe(true);
  });
});
