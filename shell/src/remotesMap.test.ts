import { resolveRemotes } from './remotesMap';
import { ALL_REMOTES, pageGlobals } from './test/pageGlobals';

describe('resolveRemotes', () => {
  it('nimmt die Remotes aus den Seiten-Globals, ohne /remotes.json zu laden', async () => {
    const fetchImpl = jest.fn();
    await expect(resolveRemotes(pageGlobals(), { fetchImpl })).resolves.toEqual(ALL_REMOTES);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('lädt /remotes.json, wenn die Globals keine Remotes haben', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValue({ status: 200, text: () => Promise.resolve(JSON.stringify({ mf_cart: '/x.js' })) });
    await expect(resolveRemotes(pageGlobals({ remotes: {} }), { fetchImpl })).resolves.toEqual({ mf_cart: '/x.js' });
    expect(fetchImpl.mock.calls[0][0]).toBe('/remotes.json');
  });

  it('liefert eine leere Liste, wenn /remotes.json nicht erreichbar ist', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ status: 502, text: () => Promise.resolve('') });
    await expect(resolveRemotes(null, { fetchImpl })).resolves.toEqual({});
  });

  it('ersetzt mit Entwickler-Overrides die URL einer Remote, die die Seite nutzt', async () => {
    const overrides = { mf_cart: 'http://localhost:3013/remoteEntry.js' };
    const remotes = await resolveRemotes(pageGlobals(), { overrides });
    expect(remotes.mf_cart).toBe('http://localhost:3013/remoteEntry.js');
    expect(remotes.mf_catalogue).toBe(ALL_REMOTES.mf_catalogue);
  });

  it('fügt keine Remote hinzu, die die Seite nicht nutzt (Betriebsrat-Website: nur mf_navigation)', async () => {
    const globals = pageGlobals({ site: 'works-council', remotes: { mf_navigation: ALL_REMOTES.mf_navigation } });
    const remotes = await resolveRemotes(globals, { overrides: { mf_cart: 'http://localhost:3013/remoteEntry.js' } });
    expect(remotes).toEqual({ mf_navigation: ALL_REMOTES.mf_navigation });
  });
});
