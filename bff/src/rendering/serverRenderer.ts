import fs from 'node:fs';
import { REMOTE_NAMES, type RemoteName } from '@amb/shared-contracts';
import type { DeploymentStore } from '../registry/deploymentStore';
import { Generation, type BuildSet, type GenerationOptions } from './generation';

/**
 * The server builds of the current versions, as generations (generation.ts). Every render asks `use()` for the
 * live generation; when the registry names other builds (a deploy, a rollback), a new generation is started and
 * warmed while the live one keeps serving, then swapped in at once; the old one closes after its last render.
 * A document is rendered by one generation from start to end, so its HTML and the versions it names for the
 * browser always match.
 */
/** How often a running bff looks at the registry for a deploy or rollback (a stat of registry.json). */
export const DEPLOY_CHECK_MS = 250;

export class ServerRenderer {
  private live: Generation | null = null;
  private following: NodeJS.Timeout | null = null;
  private warming: Promise<Generation> | null = null;
  private generations = 0;
  private closing = false;
  private readonly exists = new Map<string, boolean>();
  private readonly logged = new Set<string>();
  private readonly listeners = new Set<(generation: Generation) => void>();

  constructor(
    private readonly store: DeploymentStore,
    private readonly options: GenerationOptions,
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
      void this.liveGeneration().catch((error: unknown) => {
        this.logOnce(`follow:${(error as Error).message}`, `Deploy nicht übernommen: ${(error as Error).message}`);
      });
    }, intervalMs);
    this.following.unref();
  }

  async close(): Promise<void> {
    if (this.following) clearInterval(this.following);
    this.closing = true;
    const warming = await this.warming?.catch(() => null);
    await Promise.all([this.live?.close(), warming?.close()]);
  }

  private liveGeneration(): Promise<Generation> {
    const wanted = this.wantedBuilds();
    const live = this.live;
    if (live && (live.builds.key === wanted.key || this.closing)) return Promise.resolve(live);
    this.warming ??= this.start(wanted).finally(() => {
      this.warming = null;
    });
    // The live generation keeps serving while the next one warms up; only the very first one is waited for.
    return live ? Promise.resolve(live) : this.warming;
  }

  private async start(builds: BuildSet): Promise<Generation> {
    this.generations += 1;
    const generation = new Generation(this.generations, builds, this.options, (error) =>
      console.error('[bff] Render-Thread:', error),
    );
    try {
      await generation.warm();
    } catch (error) {
      this.logOnce(`warm:${builds.key}`, `Server-Builds nicht geladen (${(error as Error).message})`);
    }
    for (const [app, reason] of Object.entries(generation.loadFailures)) {
      this.logOnce(`load:${builds.files[app as RemoteName]}`, `Server-Build von ${app} nicht ladbar: ${reason}`);
    }
    const previous = this.live;
    this.live = generation;
    previous?.retire();
    for (const listener of this.listeners) listener(generation);
    return generation;
  }

  /** The current server build of every remote that has one in its deployed version. */
  private wantedBuilds(): BuildSet {
    const files: BuildSet['files'] = {};
    const versions: BuildSet['versions'] = {};
    for (const app of REMOTE_NAMES) {
      const version = this.store.currentVersion(app);
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
