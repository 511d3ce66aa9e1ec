import path from 'node:path';
import { EXPOSED_MODULES } from '@amb/shared-contracts';
import { BUNDLED_MODULES, bundledFederation } from './bundledRemotes';

const root = path.resolve(__dirname, '../../../..');
const BUNDLED_REMOTES = ['mf_navigation', 'mf_catalogue'] as const;

/** `exposes` of a remote's browser build, as its own webpack config gives them to Module Federation. */
function exposesOf(remote: string): Record<string, string> {
  const dir = path.join(root, remote.replace('_', '-'));
  const configs = [require(path.join(dir, 'webpack.config.js'))({}, { mode: 'production' })].flat();
  const federation = configs
    .flatMap((config: { plugins?: object[] }) => config.plugins ?? [])
    .find((plugin: object) => plugin.constructor.name === 'ModuleFederationPlugin');
  type Exposed = string | { import: string };
  // @module-federation/enhanced's plugin keeps its options as `_options`.
  const exposes = (federation as { _options: { exposes: Record<string, Exposed> } })._options.exposes;
  return Object.fromEntries(
    Object.entries(exposes).map(([name, file]) => [
      name,
      path.join(dir, typeof file === 'string' ? file : file.import),
    ]),
  );
}

describe('the bench bundle loads what the remotes expose', () => {
  it.each(BUNDLED_REMOTES)(
    '%s: every module the shell asks for is the one its webpack config exposes',
    async (remote) => {
      const exposes = exposesOf(remote);
      expect(Object.keys(exposes).sort()).toEqual([...EXPOSED_MODULES[remote]].sort());
      for (const [name, file] of Object.entries(exposes)) {
        const load = BUNDLED_MODULES[`${remote}/${name.replace('./', '')}`];
        expect(load).toBeDefined();
        expect(await load!()).toBe(require(file));
      }
    },
  );

  it('bundles no other remote: loading one fails, so the shell shows its fallback', async () => {
    expect(Object.keys(BUNDLED_MODULES).every((id) => BUNDLED_REMOTES.some((r) => id.startsWith(`${r}/`)))).toBe(true);
    await expect(bundledFederation.loadRemote('mf_cart/App')).rejects.toThrow(
      'mf_cart/App ist nicht Teil des Bench-Bundles',
    );
  });
});
