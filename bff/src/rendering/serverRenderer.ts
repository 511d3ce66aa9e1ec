import fs from 'node:fs';
import { REMOTE_NAMES, isRemoteName, type RemoteName } from '@amb/shared-contracts';
import { APPS, type AppName } from '@amb/shared-contracts/deployment';
import type { DeploymentStore } from '../registry/deploymentStore';
import { Generation, type BuildSet, type GenerationOptions } from './generation';

/**
 * The server builds of the current versions, as generations (generation.ts). Every render asks `use()` for the
 * live generation; when the registry names other builds (a deploy, a rollback), a new generation is started and
 * warmed while the live one keeps serving, then swapped in at once. A document is rendered by one generation
 * from start to end, so its HTML and the versions it names for the browser always match.
 *
 * Beside the live generation one more stays warm, the standby: the builds a deploy is about to make current (the
 * registry's `next`, warmed before the flip; the bff then tells the store it is ready), or else the builds live
 * before the last flip (so a rollback goes back at once). A flip to the standby's builds swaps it in without
 * warming anything; a generation that is neither live nor standby closes after its last render.
 */
/** How often a running bff looks at the registry for a deploy or rollback (a stat of registry.json). */
export const DEPLOY_CHECK_MS = 250;

export class ServerRenderer {
  private live: Generation | null = null;
  private standby: Generation | null = null;
  private following: NodeJS.Timeout | null = null;
  private warming: Promise<Generation> | null = null;
  private preparing: Promise<void> | null = null;
  private generations = 0;
  private closing = false;
  private readonly exists = new Map<string, boolean>();
  private readonly logged = new Set<string>();
  private readonly listeners = new Set<(generation: Generation) => void>();

  constructor(
    private readonly store: DeploymentStore,
    private readonly options: GenerationOptions,
    /** Told, after every look at the registry, which versions are warm here (the readiness file). */
    private readonly onWarm: (warm: Partial<Record<AppName, string[]>>) => void = () => {},
  ) {}
  /** Runs `work` with the live generation, which stays open until `work` is done. */
  async use<T>(work: (generation: Generation) => Promise<T>): Promise<T> {
    const generation = await this.liveGeneration();
    generation.acquire();
    try {
      return await work(generation);
    } finally {
      generation.release();
    }
  }

  /** The versions the live generation renders with (null before the first one is warm). */
  liveVersions(): Partial<Record<RemoteName, string>> | null {
    return this.live?.versions ?? null;
  }

  /** Called with each generation that goes live (the fragment cache drops what the old one rendered). */
  onGeneration(listener: (generation: Generation) => void): void {
    this.listeners.add(listener);
  }

  /** Logs a failure once per cause (e.g. per build and reason), not on every request. */
  logOnce(key: string, message: string): void {
    if (this.logged.has(key)) return;
    this.logged.add(key);
    console.error(`[bff] ${message}`);
  }

  /**
   * Warms the next generation as soon as the registry names other builds, not at the first render after it: every
   * bff of a cluster (one shared deployment store) renders with the new builds within moments of a deploy,
   * whether or not a request came meanwhile.
   */
  followDeploys(intervalMs: number = DEPLOY_CHECK_MS): void {
    if (this.following) return;
    this.following = setInterval(() => {
      void this.liveGeneration()
        .then(() => this.prepare())
        .catch((error: unknown) => {
          this.logOnce(`follow:${(error as Error).message}`, `Deploy nicht übernommen: ${(error as Error).message}`);
        });
    }, intervalMs);
    this.following.unref();
  }

  async close(): Promise<void> {
    if (this.following) clearInterval(this.following);
    this.closing = true;
    const warming = await this.warming?.catch(() => null);
    await this.preparing?.catch(() => null);
    await Promise.all([this.live?.close(), this.standby?.close(), warming?.close()]);
  }

  private liveGeneration(): Promise<Generation> {
    const wanted = this.buildsOf((app) => this.store.currentVersion(app));
    const live = this.live;
    if (live && (live.builds.key === wanted.key || this.closing)) return Promise.resolve(live);
    // Warmed before the flip (or live before the last one): swapped in without waiting.
    if (live && this.standby?.builds.key === wanted.key && !this.warming) {
      this.goLive(this.standby, null);
      return Promise.resolve(this.live!);
    }
    this.warming ??= this.start(wanted).finally(() => {
      this.warming = null;
    });
    // The live generation keeps serving while the next one warms up; only the very first one is waited for.
    return live ? Promise.resolve(live) : this.warming;
  }

  /** Warms the builds a deploy is about to make current (the registry's `next`) as the standby; reports readiness. */
  private prepare(): void {
    const prepared = this.buildsOf((app) => this.store.preparedVersion(app) ?? this.store.currentVersion(app));
    const known = [this.live?.builds.key, this.standby?.builds.key];
    if (!this.closing && !this.preparing && !this.warming && !known.includes(prepared.key)) {
      this.preparing = this.warmGeneration(prepared)
        .then(({ generation }) => {
          if (this.closing) return void generation.close();
          this.replaceStandby(generation);
        })
        .finally(() => {
          this.preparing = null;
        });
    }
    this.onWarm(this.warmVersions());
  }

  private async warmGeneration(builds: BuildSet): Promise<{ generation: Generation; warmedMs: number }> {
    this.generations += 1;
    const generation = new Generation(this.generations, builds, this.options, (error) =>
      console.error('[bff] Render-Thread:', error),
    );
    const started = Date.now();
    try {
      await generation.warm();
    } catch (error) {
      this.logOnce(`warm:${builds.key}`, `Server-Builds nicht geladen (${(error as Error).message})`);
    }
    for (const [app, reason] of Object.entries(generation.loadFailures)) {
      this.logOnce(`load:${builds.files[app as RemoteName]}`, `Server-Build von ${app} nicht ladbar: ${reason}`);
    }
    return { generation, warmedMs: Date.now() - started };
  }

  private async start(builds: BuildSet): Promise<Generation> {
    const { generation, warmedMs } = await this.warmGeneration(builds);
    this.goLive(generation, warmedMs);
    return generation;
  }

  /** `generation` serves from now on; the one before stays warm as the standby (a rollback's way back). */
  private goLive(generation: Generation, warmedMs: number | null): void {
    const previous = this.live;
    this.live = generation;
    if (this.standby === generation) this.standby = null;
    if (previous && previous !== generation) this.replaceStandby(previous);
    if (previous) {
      const versions = Object.entries(generation.versions).map(([app, version]) => `${app} ${version}`);
      const how = warmedMs === null ? 'vorgewärmt' : `nach ${warmedMs} ms`;
      console.log(`[bff] Server-Builds live (${how}): ${versions.join(', ')}`);
    }
    for (const listener of this.listeners) listener(generation);
    this.onWarm(this.warmVersions());
  }

  private replaceStandby(generation: Generation): void {
    const old = this.standby;
    this.standby = generation;
    if (old && old !== generation && old !== this.live) old.retire();
  }

  /**
   * Per app, the versions a flip to which needs no warming here: those of the live and standby builds, and the
   * current and next versions of apps that have no server build.
   */
  private warmVersions(): Partial<Record<AppName, string[]>> {
    const warm: Partial<Record<AppName, Set<string>>> = {};
    const add = (app: AppName, version: string | null | undefined) => {
      if (version) (warm[app] ??= new Set()).add(version);
    };
    for (const generation of [this.live, this.standby]) {
      for (const [app, version] of Object.entries(generation?.versions ?? {})) add(app as AppName, version);
    }
    for (const app of APPS) {
      for (const version of [this.store.currentVersion(app), this.store.preparedVersion(app)]) {
        if (!version) continue;
        if (!isRemoteName(app) || !this.fileExists(this.store.serverRenderFile(app, version))) add(app, version);
      }
    }
    return Object.fromEntries(Object.entries(warm).map(([app, versions]) => [app, [...versions].sort()]));
  }

  /** The server build of every remote that has one in the version `versionOf` names. */
  private buildsOf(versionOf: (app: RemoteName) => string | null): BuildSet {
    const files: BuildSet['files'] = {};
    const versions: BuildSet['versions'] = {};
    for (const app of REMOTE_NAMES) {
      const version = versionOf(app);
      if (!version) continue;
      const file = this.store.serverRenderFile(app, version);
      if (!this.fileExists(file)) continue;
      files[app] = file;
      versions[app] = version;
    }
    return { key: JSON.stringify(files), files, versions };
  }

  /** Deployed version folders never change, so whether one holds a server build is asked once. */
  private fileExists(file: string): boolean {
    let exists = this.exists.get(file);
    if (exists === undefined) {
      exists = fs.existsSync(file);
      this.exists.set(file, exists);
    }
    return exists;
  }
}
