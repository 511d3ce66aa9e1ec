import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  computeVersion,
  deploy,
  DeployError,
  KEEP_PREVIOUS,
  readRegistry,
  rollback,
  runningBffs,
} from './deploy-store.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
let root;
let work;

function build(name, files) {
  const dir = path.join(work, name);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const remoteBuild = (text) =>
  build(`remote-${text}`, {
    'remoteEntry.js': `var mf_cart=${JSON.stringify(text)}`,
    'remoteEntry.js.gz': 'gz',
    '597.abc.css': '.cart-page{}',
    'amb-assets.json': JSON.stringify({ entry: 'remoteEntry.js', css: ['597.abc.css'] }),
    'server/render.js': 'module.exports={}',
  });

const registryOnDisk = () => JSON.parse(fs.readFileSync(path.join(root, 'registry.json'), 'utf8'));

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'amb-deploy-'));
  root = path.join(work, 'store');
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('deploy', () => {
  it('kopiert den Build versioniert, schreibt deploy.json und macht ihn aktuell', () => {
    const dist = remoteBuild('v1');
    const now = new Date('2026-03-01T10:00:00Z');
    const { version, flipped } = deploy({ app: 'mf_cart', distDir: dist, root, now });
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(flipped).toBe(true);
    const folder = path.join(root, 'mf_cart', version);
    expect(fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('var mf_cart="v1"');
    expect(fs.existsSync(path.join(folder, 'remoteEntry.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'server/render.js'))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'amb-assets.json'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'deploy.json'), 'utf8'))).toEqual({
      app: 'mf_cart',
      version,
      deployedAt: '2026-03-01T10:00:00.000Z',
      entry: 'remoteEntry.js',
      css: ['597.abc.css'],
      manifest: null,
    });
    expect(registryOnDisk()).toEqual({ apps: { mf_cart: { current: version, previous: [] } } });
  });

  it('behält das Module-Federation-Manifest der Version und nennt es in deploy.json', () => {
    const dist = remoteBuild('v1');
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
    const { version } = deploy({ app: 'mf_cart', distDir: dist, root });
    const folder = path.join(root, 'mf_cart', version);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'deploy.json'), 'utf8')).manifest).toBe('mf-manifest.json');
    expect(fs.existsSync(path.join(folder, 'mf-manifest.json'))).toBe(true);
  });

  it('nennt beim Shell-Build die gehashte main-Datei als entry', () => {
    const dist = build('shell', { 'main.0a1b2c.js': 'x', 'main.ff00.css': 'y' });
    const { version } = deploy({ app: 'shell', distDir: dist, root });
    const deployJson = JSON.parse(fs.readFileSync(path.join(root, 'shell', version, 'deploy.json'), 'utf8'));
    expect(deployJson).toMatchObject({ entry: 'main.0a1b2c.js', css: ['main.ff00.css'] });
  });

  it('derselbe Build ergibt dieselbe Version; erneutes Deployment ändert nichts', () => {
    const dist = remoteBuild('v1');
    const first = deploy({ app: 'mf_cart', distDir: dist, root });
    const before = fs.readFileSync(path.join(root, 'registry.json'), 'utf8');
    const second = deploy({ app: 'mf_cart', distDir: dist, root });
    expect(second).toMatchObject({ version: first.version, flipped: false });
    expect(fs.readFileSync(path.join(root, 'registry.json'), 'utf8')).toBe(before);
    expect(computeVersion(dist)).toBe(first.version);
  });

  it('schiebt die alte Version nach previous und behält höchstens zehn', () => {
    const versions = [];
    for (let i = 0; i < KEEP_PREVIOUS + 3; i += 1)
      versions.push(deploy({ app: 'mf_cart', distDir: remoteBuild(`v${i}`), root }).version);
    const entry = registryOnDisk().apps.mf_cart;
    expect(entry.current).toBe(versions.at(-1));
    expect(entry.previous).toEqual(versions.slice(0, -1).reverse().slice(0, KEEP_PREVIOUS));
  });

  it('ein älterer, schon vorhandener Build wird wieder aktuell, ohne Doppelung in previous', () => {
    const a = deploy({ app: 'mf_cart', distDir: remoteBuild('a'), root }).version;
    const b = deploy({ app: 'mf_cart', distDir: remoteBuild('b'), root }).version;
    deploy({ app: 'mf_cart', distDir: remoteBuild('a'), root });
    expect(registryOnDisk().apps.mf_cart).toEqual({ current: a, previous: [b] });
  });

  it('lehnt einen fehlenden Build und unbekannte App-Namen ab', () => {
    expect(() => deploy({ app: 'mf_cart', distDir: path.join(work, 'nix'), root })).toThrow(/Kein Build gefunden/);
    expect(() => deploy({ app: '../evil', distDir: remoteBuild('x'), root })).toThrow(DeployError);
  });
});

describe('rollback', () => {
  it('setzt current auf previous[0] zurück', () => {
    const a = deploy({ app: 'mf_cart', distDir: remoteBuild('a'), root }).version;
    const b = deploy({ app: 'mf_cart', distDir: remoteBuild('b'), root }).version;
    const result = rollback({ app: 'mf_cart', root });
    expect(result).toEqual({
      from: b,
      to: a,
      readiness: { bffs: 0, ready: 0, waitedMs: expect.any(Number) },
    });
    // No bff runs: it returned at once, without a single wait of 50 ms (reading the markers may take a millisecond).
    expect(result.readiness.waitedMs).toBeLessThan(50);
    expect(registryOnDisk().apps.mf_cart).toEqual({ current: a, previous: [] });
  });

  it('meldet auf Deutsch, wenn es nichts zurückzusetzen gibt', () => {
    expect(() => rollback({ app: 'mf_cart', root })).toThrow('Für "mf_cart" gibt es keine frühere Version');
    deploy({ app: 'mf_cart', distDir: remoteBuild('a'), root });
    expect(() => rollback({ app: 'mf_cart', root })).toThrow(DeployError);
  });

  it('lässt andere Apps unberührt', () => {
    const shell = deploy({ app: 'shell', distDir: build('s', { 'main.abc123.js': 's' }), root }).version;
    deploy({ app: 'mf_cart', distDir: remoteBuild('a'), root });
    deploy({ app: 'mf_cart', distDir: remoteBuild('b'), root });
    rollback({ app: 'mf_cart', root });
    expect(readRegistry(root).apps.shell).toEqual({ current: shell, previous: [] });
  });
});

describe('registry.json', () => {
  it('ist nach jedem Schritt gültiges JSON, ohne Temp-Dateien daneben', () => {
    const steps = [
      () => deploy({ app: 'mf_cart', distDir: remoteBuild('a'), root }),
      () => deploy({ app: 'mf_cart', distDir: remoteBuild('b'), root }),
      () => deploy({ app: 'mf_cart', distDir: remoteBuild('b'), root }),
      () => rollback({ app: 'mf_cart', root }),
    ];
    for (const step of steps) {
      step();
      expect(() => registryOnDisk()).not.toThrow();
      expect(fs.readdirSync(root).filter((name) => name.endsWith('.tmp') || name.startsWith('.registry.lock'))).toEqual(
        [],
      );
    }
  });

  it('bleibt bei parallelen Deployments mehrerer Apps vollständig', async () => {
    const dists = ['mf_cart', 'mf_account', 'mf_content', 'shell'].map((app) => [app, remoteBuild(app)]);
    const runs = dists.map(
      ([app, dist]) =>
        new Promise((resolve) => {
          const script = `import { deploy } from ${JSON.stringify(path.join(here, 'deploy-store.mjs'))};
            deploy({ app: ${JSON.stringify(app)}, distDir: ${JSON.stringify(dist)}, root: ${JSON.stringify(root)} });`;
          execFile(process.execPath, ['--input-type=module', '-e', script], (error) => resolve(error));
        }),
    );
    expect(await Promise.all(runs)).toEqual([null, null, null, null]);
    expect(Object.keys(registryOnDisk().apps).sort()).toEqual(['mf_account', 'mf_cart', 'mf_content', 'shell']);
  });
});

describe('CLI', () => {
  it('rollback.mjs endet mit Code 1 und deutscher Meldung, wenn nichts da ist', () => {
    const result = spawnSync(process.execPath, [path.join(here, 'rollback.mjs'), 'mf_cart'], {
      env: { ...process.env, AMB_DEPLOY_DIR: root },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Fehler: Für "mf_cart" gibt es keine frühere Version');
  });

  it('deploy.mjs meldet einen unbekannten App-Namen', () => {
    expect(() =>
      execFileSync(process.execPath, [path.join(here, 'deploy.mjs'), 'gibtsnicht'], {
        env: { ...process.env, AMB_DEPLOY_DIR: root },
        stdio: 'pipe',
      }),
    ).toThrow(/Unbekannte App/);
  });
});

describe('with running bffs (their readiness files)', () => {
  // What a test starts is ended after it even when it fails or times out: a heartbeat left running would keep
  // jest from ever exiting (a hang instead of a failure), a deploy child would outlive the run.
  let beating;
  let cli;
  afterEach(() => {
    clearInterval(beating);
    cli?.kill();
    beating = undefined;
    cli = undefined;
  });

  // Written as a bff writes it (bff/src/registry/readiness.ts): into a temporary file, renamed into place.
  const marker = (name, ready, at = Date.now()) => {
    fs.mkdirSync(path.join(root, '.bff-ready'), { recursive: true });
    const file = path.join(root, '.bff-ready', `${name}.json`);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ at, ready }));
    fs.renameSync(`${file}.tmp`, file);
  };

  it('names the next version first, flips once every running bff holds it warm, and counts stale files for nothing', async () => {
    const a = deploy({ app: 'mf_cart', distDir: remoteBuild('a'), root }).version;
    // Two running bffs rewrite their files as bffs do; a third ended long ago.
    const held = { 'host-1': { mf_cart: [a] }, 'host-2': { mf_cart: [a] } };
    const heartbeat = () => Object.entries(held).forEach(([name, ready]) => marker(name, ready));
    heartbeat();
    beating = setInterval(heartbeat, 100);
    marker('host-3-beendet', {}, Date.now() - 60_000);
    expect(Object.keys(runningBffs(root)).sort()).toEqual(['host-1.json', 'host-2.json']);
    // The deploy runs in a child process: here the two bffs see `next` and report the version warm.
    cli = execFile(process.execPath, [path.join(here, 'deploy.mjs'), 'mf_cart', '--dist', remoteBuild('b')], {
      env: { ...process.env, AMB_DEPLOY_DIR: root },
    });
    const output = new Promise((resolve) => cli.stdout.on('data', resolve));
    let next;
    // Bounded by time, not by jest: an unbounded loop would go on after a timed-out test and keep jest alive.
    for (const deadline = Date.now() + 15_000; !next && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      next = readRegistry(root).apps.mf_cart?.next;
    }
    expect(next).toMatch(/^[0-9a-f]{12}$/);
    expect(readRegistry(root).apps.mf_cart.current).toBe(a);
    held['host-1'] = { mf_cart: [a, next] };
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readRegistry(root).apps.mf_cart.current).toBe(a); // host-2 is not ready yet
    held['host-2'] = { mf_cart: [next] };
    expect(String(await output)).toMatch(/ist jetzt aktuell .*\(2 von 2 bff vorbereitet, \d+ ms\)/);
    expect(registryOnDisk().apps.mf_cart).toEqual({ current: next, previous: [a] });
  });

  it('counts a file caught half written as a running bff not ready yet, an old unreadable one as none', () => {
    const a = deploy({ app: 'mf_cart', distDir: remoteBuild('a'), root }).version;
    fs.mkdirSync(path.join(root, '.bff-ready'), { recursive: true });
    fs.writeFileSync(path.join(root, '.bff-ready', 'halb.json'), '{"at":');
    const old = path.join(root, '.bff-ready', 'alt.json');
    fs.writeFileSync(old, '{"at":');
    fs.utimesSync(old, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    expect(Object.keys(runningBffs(root))).toEqual(['halb.json']);
    const { readiness } = deploy({ app: 'mf_cart', distDir: remoteBuild('b'), root, waitMs: 300 });
    expect(readiness).toMatchObject({ bffs: 1, ready: 0 });
    expect(readiness.waitedMs).toBeGreaterThanOrEqual(300);
    expect(registryOnDisk().apps.mf_cart.previous).toEqual([a]);
  });

  it('flips after its wait even when a bff never gets ready (that bff warms the version afterwards)', () => {
    const a = deploy({ app: 'mf_cart', distDir: remoteBuild('a'), root }).version;
    marker('langsam', { mf_cart: [a] });
    const started = Date.now();
    const { version, readiness } = deploy({ app: 'mf_cart', distDir: remoteBuild('b'), root, waitMs: 300 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(readiness).toMatchObject({ bffs: 1, ready: 0 });
    expect(registryOnDisk().apps.mf_cart).toEqual({ current: version, previous: [a] });
  });
});
