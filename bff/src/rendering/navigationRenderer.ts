import fs from 'node:fs';
import type { PageGlobals } from '@amb/shared-contracts';
import type { DeploymentStore } from '../registry/deploymentStore';

export interface NavigationServerBuild {
  renderHeader(globals: PageGlobals): string;
  renderFooter(globals: PageGlobals): string;
}

export interface RenderedChrome {
  header: string;
  footer: string;
}

const RETRY_FAILED_LOAD_MS = 30_000;

function isServerBuild(value: unknown): value is NavigationServerBuild {
  const candidate = value as Partial<NavigationServerBuild> | null;
  return typeof candidate?.renderHeader === 'function' && typeof candidate.renderFooter === 'function';
}

/**
 * Loads mf_navigation's server build from the deployed version folder. A deploy gives a new folder,
 * hence a new module path: modules are cached per path and never need purging.
 */
export class NavigationRenderer {
  private readonly loaded = new Map<string, NavigationServerBuild>();
  private readonly failedAt = new Map<string, number>();

  constructor(private readonly store: DeploymentStore) {}

  /** Path of the current server build, or null when mf_navigation is not deployed. */
  currentBuildPath(): string | null {
    const version = this.store.currentVersion('mf_navigation');
    return version ? this.store.serverRenderFile('mf_navigation', version) : null;
  }

  private load(file: string): NavigationServerBuild | null {
    const cached = this.loaded.get(file);
    if (cached) return cached;
    const failed = this.failedAt.get(file);
    if (failed !== undefined && Date.now() - failed < RETRY_FAILED_LOAD_MS) return null;
    try {
      if (!fs.existsSync(file)) throw new Error('Datei fehlt');
      const mod: unknown = require(file);
      const build = isServerBuild(mod) ? mod : (mod as { default?: unknown }).default;
      if (!isServerBuild(build)) throw new Error('renderHeader/renderFooter fehlen');
      this.loaded.set(file, build);
      this.failedAt.delete(file);
      return build;
    } catch (error) {
      this.failedAt.set(file, Date.now());
      console.error(`[bff] Server-Build von mf_navigation nicht ladbar (${file}): ${(error as Error).message}`);
      return null;
    }
  }

  /** Header and footer HTML; empty strings (the browser renders them then) when the build fails. */
  render(globals: PageGlobals): RenderedChrome {
    return { header: this.renderPart('header', globals) ?? '', footer: this.renderPart('footer', globals) ?? '' };
  }

  /** One part alone, for the fragment routes; null when the build is missing or throws. */
  renderPart(part: 'header' | 'footer', globals: PageGlobals): string | null {
    const file = this.currentBuildPath();
    const build = file ? this.load(file) : null;
    if (!build) return null;
    try {
      const html = part === 'header' ? build.renderHeader(globals) : build.renderFooter(globals);
      return typeof html === 'string' ? html : null;
    } catch (error) {
      console.error(`[bff] mf_navigation render${part === 'header' ? 'Header' : 'Footer'} fehlgeschlagen:`, error);
      return null;
    }
  }
}
