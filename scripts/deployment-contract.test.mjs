// The deployment contract end to end: what the real webpack preset writes into a build, what deploy
// records in the store, and what the store's reader (the contract functions the bff's DeploymentStore
// uses) finds there must name the same files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ASSETS_MANIFEST_FILE,
  DEPLOY_INFO_FILE,
  MANIFEST_FILE,
  REGISTRY_FILE,
  REMOTE_ENTRY_FILE,
  assetsManifestOf,
  deployInfoOf,
  registryOf,
  remoteManifestOf,
} from '@amb/shared-contracts/deployment';
import { deploy } from './deploy-store.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
let work;
let builds;

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'amb-contract-'));
  builds = path.join(work, 'builds');
  execFileSync(
    process.execPath,
    [
      path.join(repo, 'webpack-preset/bin/webpack.js'),
      '--mode',
      'production',
      '--config',
      path.join(here, 'fixtures/two-apps/webpack.config.js'),
    ],
    { cwd: repo, env: { ...process.env, AMB_FIXTURE_OUT: builds }, stdio: 'pipe' },
  );
}, 120000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('assets manifest of the preset, deploy.json and registry.json of the store', () => {
  it.each([
    ['shell', /^main\.[0-9a-f]+\.js$/],
    ['mf_cart', new RegExp(`^${REMOTE_ENTRY_FILE.replace('.', '\\.')}$`)],
  ])('%s: the reader finds the entry and stylesheets the preset named', (app, entryPattern) => {
    const distDir = path.join(builds, app);
    const manifest = assetsManifestOf(readJson(path.join(distDir, ASSETS_MANIFEST_FILE)));
    expect(manifest).not.toBeNull();
    expect(manifest.entry).toMatch(entryPattern);
    expect(manifest.css).toEqual([expect.stringMatching(/\.css$/)]);

    const root = path.join(work, 'store');
    deploy({ app, distDir, root });
    const registry = registryOf(readJson(path.join(root, REGISTRY_FILE)));
    const version = registry.apps[app]?.current;
    expect(version).toEqual(expect.any(String));
    const folder = path.join(root, app, version);
    const info = deployInfoOf(app, version, readJson(path.join(folder, DEPLOY_INFO_FILE)));

    const federationManifest = app === 'shell' ? null : MANIFEST_FILE;
    expect(info).toEqual({
      app,
      version,
      deployedAt: expect.any(String),
      entry: manifest.entry,
      css: manifest.css,
      manifest: federationManifest,
    });
    if (federationManifest) {
      // The remote's Module Federation manifest names its entry and the files of its exposed module, all deployed.
      const remote = remoteManifestOf(readJson(path.join(folder, federationManifest)));
      expect(remote.entry).toBe(REMOTE_ENTRY_FILE);
      expect(remote.exposes['./App'].js.length).toBeGreaterThan(0);
      for (const file of [...remote.exposes['./App'].js, ...remote.exposes['./App'].css])
        expect(fs.existsSync(path.join(folder, file))).toBe(true);
    }
    for (const file of [info.entry, ...info.css]) expect(fs.existsSync(path.join(folder, file))).toBe(true);
    expect(fs.readdirSync(folder).filter((file) => file.startsWith(ASSETS_MANIFEST_FILE))).toEqual([]);
  });
});
