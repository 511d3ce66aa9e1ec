import fs from 'node:fs';
import path from 'node:path';
import {
  DEPLOY_INFO_FILE,
  REGISTRY_FILE,
  REMOTE_ENTRY_FILE,
  REMOTE_NAMES,
  SERVER_BUILD_DIR,
  SERVER_RENDER_FILE,
  deployInfoOf,
  emptyRegistry,
  registryOf,
  remoteManifestOf,
  type AppName,
  type DeployInfo,
  type Registry,
  type RemoteManifest,
  type RemoteName,
} from '@amb/shared-contracts/deployment';
import type { RemotesMap } from '@amb/shared-contracts';

export {
  SERVER_BUILD_DIR,
  isAppName,
  isVersion,
  type AppName,
  type DeployInfo,
  type Registry,
} from '@amb/shared-contracts/deployment';

/**
 * The deployment store written by scripts/deploy.mjs. registry.json is stat-ed on every read and
 * re-parsed when its inode, size or mtime changed, so a deploy or rollback takes effect at once.
 */
export class DeploymentStore {
  private registry: Registry = emptyRegistry();
  private stamp = '';
  private readonly deployInfos = new Map<string, DeployInfo | null>();
  private readonly manifests = new Map<string, RemoteManifest | null>();

  constructor(readonly root: string) {}

  get registryFile(): string {
    return path.join(this.root, REGISTRY_FILE);
  }

  read(): Registry {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.registryFile);
    } catch {
      this.registry = emptyRegistry();
      this.stamp = '';
      return this.registry;
    }
    const stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (stamp === this.stamp) return this.registry;
    try {
      this.registry = registryOf(JSON.parse(fs.readFileSync(this.registryFile, 'utf8')));
      this.stamp = stamp;
    } catch (error) {
      // A half-written file is impossible with rename, but a hand-edited one is not: keep the last good one.
      console.error(`[bff] ${REGISTRY_FILE} unlesbar, behalte den letzten Stand: ${(error as Error).message}`);
    }
    return this.registry;
  }

  currentVersion(app: AppName): string | null {
    return this.read().apps[app]?.current ?? null;
  }

  /** The version a deploy or rollback is about to make current (warmed before the flip), or null. */
  preparedVersion(app: AppName): string | null {
    return this.read().apps[app]?.next ?? null;
  }

  /** Current version of every deployed app, for /healthz. */
  currentVersions(): Partial<Record<AppName, string>> {
    const apps = this.read().apps;
    return Object.fromEntries(Object.entries(apps).map(([app, entry]) => [app, entry.current]));
  }

  versionDir(app: AppName, version: string): string {
    return path.join(this.root, app, version);
  }

  /** The server build of one version (`server/render.js`), whether it exists or not. */
  serverRenderFile(app: AppName, version: string): string {
    return path.join(this.versionDir(app, version), SERVER_BUILD_DIR, SERVER_RENDER_FILE);
  }

  /** deploy.json of one version; versions are immutable, so it is read once. */
  deployInfo(app: AppName, version: string): DeployInfo | null {
    const file = path.join(this.versionDir(app, version), DEPLOY_INFO_FILE);
    if (this.deployInfos.has(file)) return this.deployInfos.get(file) ?? null;
    let info: DeployInfo | null = null;
    try {
      info = deployInfoOf(app, version, JSON.parse(fs.readFileSync(file, 'utf8')));
      this.deployInfos.set(file, info);
    } catch {
      // Not cached: the folder may still be being copied by a deploy.
    }
    return info;
  }

  /**
   * The Module Federation manifest of one remote version (mf-manifest.json, named in its deploy.json), or null when
   * the version has none or it is unreadable. Versions are immutable, so each is read once.
   */
  manifest(app: RemoteName, version: string): RemoteManifest | null {
    const file = this.deployInfo(app, version)?.manifest;
    if (!file) return null;
    const full = path.join(this.versionDir(app, version), file);
    if (this.manifests.has(full)) return this.manifests.get(full) ?? null;
    let manifest: RemoteManifest | null = null;
    try {
      manifest = remoteManifestOf(JSON.parse(fs.readFileSync(full, 'utf8')));
    } catch (error) {
      console.error(`[bff] ${app} ${version}: ${file} unlesbar: ${(error as Error).message}`);
    }
    this.manifests.set(full, manifest);
    return manifest;
  }

  /** URL of a file of the current version of an app, as served under /mf. */
  assetUrl(app: AppName, version: string, file: string): string {
    return `/mf/${app}/${version}/${file.replace(/^\/+/, '')}`;
  }

  /** Current deploy info of an app, or null when it is not deployed. */
  current(app: AppName): DeployInfo | null {
    const version = this.currentVersion(app);
    return version ? this.deployInfo(app, version) : null;
  }

  /**
   * The remotes map: every deployed remote's remoteEntry URL, with dev overrides on top. `pinned` versions win
   * over the registry's: a document names the versions whose server builds rendered it.
   */
  remotesMap(overrides: RemotesMap = {}, pinned: Partial<Record<RemoteName, string>> = {}): RemotesMap {
    const map: RemotesMap = {};
    for (const name of REMOTE_NAMES) {
      const version = pinned[name] ?? this.currentVersion(name);
      if (version) {
        const entry = this.deployInfo(name, version)?.entry ?? REMOTE_ENTRY_FILE;
        map[name] = this.assetUrl(name, version, entry);
      }
      const override = overrides[name];
      if (override) map[name] = override;
    }
    return map;
  }
}
