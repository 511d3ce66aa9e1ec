import { readOverrides, REMOTE_OVERRIDES_KEY, resolveRemotes } from './remotesMap';
import { ALL_REMOTES, pageGlobals } from './test/pageGlobals';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === REMOTE_OVERRIDES_KEY ? value : null) });

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

  it('legt die Entwickler-Overrides aus localStorage darüber', async () => {
    const overrides = storage(JSON.stringify({ mf_cart: 'http://localhost:3013/remoteEntry.js' }));
    const remotes = await resolveRemotes(pageGlobals(), { storage: overrides });
    expect(remotes.mf_cart).toBe('http://localhost:3013/remoteEntry.js');
    expect(remotes.mf_catalogue).toBe(ALL_REMOTES.mf_catalogue);
  });
});

describe('readOverrides', () => {
  it.each([
    ['kaputtes JSON', '{nope'],
    ['kein Objekt', '"text"'],
    ['leer', null],
  ])('ignoriert %s', (_label, value) => {
    expect(readOverrides(storage(value))).toEqual({});
  });

  it('übernimmt nur bekannte Remotes mit URL', () => {
    expect(readOverrides(storage(JSON.stringify({ mf_cart: 'u', evil: 'v', mf_account: 3 })))).toEqual({
      mf_cart: 'u',
    });
  });
});
