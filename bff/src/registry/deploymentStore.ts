import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, isRemoteName, type RemoteName, type RemotesMap } from '@amb/shared-contracts';

/** `shell` or one of the six remotes: the apps the deployment store holds. */
export type AppName = 'shell' | RemoteName;

export interface Registry {
  apps: Partial<Record<AppName, { current: string; previous: string[] }>>;
}

export interface DeployInfo {
  app: AppName;
  version: string;
  deployedAt?: string;
  entry: string;
  css: string[];
}

/** Versions are content hashes; anything else (dots, slashes) never reaches the file system. */
const VERSION_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isAppName(value: string): value is AppName {
  return value === 'shell' || isRemoteName(value);
}

export function isVersion(value: string): boolean {
  return VERSION_PATTERN.test(value);
}

function emptyRegistry(): Registry {
  return { apps: {} };
}

function parseRegistry(text: string): Registry {
  const raw = JSON.parse(text) as { apps?: Record<string, { current?: unknown; previous?: unknown }> };
  const registry = emptyRegistry();
  for (const [app, entry] of Object.entries(raw.apps ?? {})) {
    if (!isAppName(app) || typeof entry?.current !== 'string' || !isVersion(entry.current)) continue;
    const previous = Array.isArray(entry.previous)
      ? entry.previous.filter((v): v is string => typeof v === 'string')
      : [];
    registry.apps[app] = { current: entry.current, previous };
  }
  return registry;
}

/**
 * The deployment store written by scripts/deploy.mjs. registry.json is stat-ed on every read and
 * re-parsed when its inode, size or mtime changed, so a deploy or rollback takes effect at once.
 */
export class DeploymentStore {
  private registry: Registry = emptyRegistry();
  private stamp = '';
  private readonly deployInfos = new Map<string, DeployInfo | null>();

  constructor(readonly root: string) {}

  get registryFile(): string {
    return path.join(this.root, 'registry.json');
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
      this.registry = parseRegistry(fs.readFileSync(this.registryFile, 'utf8'));
      this.stamp = stamp;
    } catch (error) {
      // A half-written file is impossible with rename, but a hand-edited one is not: keep the last good one.
      console.error(`[bff] registry.json unlesbar, behalte den letzten Stand: ${(error as Error).message}`);
    }
    return this.registry;
  }

  currentVersion(app: AppName): string | null {
    return this.read().apps[app]?.current ?? null;
  }

  /** Current version of every deployed app, for /healthz. */
  currentVersions(): Partial<Record<AppName, string>> {
    const apps = this.read().apps;
    return Object.fromEntries(Object.entries(apps).map(([app, entry]) => [app, entry.current]));
  }

  versionDir(app: AppName, version: string): string {
    return path.join(this.root, app, version);
  }

  /** deploy.json of one version; versions are immutable, so it is read once. */
  deployInfo(app: AppName, version: string): DeployInfo | null {
    const file = path.join(this.versionDir(app, version), 'deploy.json');
    if (this.deployInfos.has(file)) return this.deployInfos.get(file) ?? null;
    let info: DeployInfo | null = null;
    try {
      const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<DeployInfo>;
      info = {
        app,
        version,
        deployedAt: raw.deployedAt,
        entry: typeof raw.entry === 'string' ? raw.entry : 'remoteEntry.js',
        css: Array.isArray(raw.css) ? raw.css.filter((c): c is string => typeof c === 'string') : [],
      };
      this.deployInfos.set(file, info);
    } catch {
      // Not cached: the folder may still be being copied by a deploy.
    }
    return info;
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

  /** The remotes map: every deployed remote's remoteEntry URL, with dev overrides on top. */
  remotesMap(overrides: RemotesMap = {}): RemotesMap {
    const map: RemotesMap = {};
    for (const name of REMOTE_NAMES) {
      const version = this.currentVersion(name);
      if (version) {
        const entry = this.deployInfo(name, version)?.entry ?? 'remoteEntry.js';
        map[name] = this.assetUrl(name, version, entry);
      }
      const override = overrides[name];
      if (override) map[name] = override;
    }
    return map;
  }
}
