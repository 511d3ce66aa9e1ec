/** Types of deployment.cjs (the deployment contract); see the comments there. */

export type RemoteName = 'mf_navigation' | 'mf_catalogue' | 'mf_cart' | 'mf_account' | 'mf_content' | 'mf_conferences';
/** The remotes in this order: navigation, catalogue, cart, account, content, conferences. */
export declare const REMOTE_NAMES: readonly RemoteName[];

export declare const HOST_APP: 'shell';
/** `shell` or one of the six remotes: the apps the deployment store holds. */
export type AppName = typeof HOST_APP | RemoteName;
export declare const APPS: readonly AppName[];

export declare function isRemoteName(value: unknown): value is RemoteName;
export declare function isAppName(value: unknown): value is AppName;
export declare function appFolder(app: AppName): string;

export declare const BUILD_DIR: 'dist';
export declare function appBuildDir(app: AppName): string;

export declare const REMOTE_ENTRY_FILE: 'remoteEntry.js';
export declare const SERVER_BUILD_DIR: 'server';
export declare const SERVER_RENDER_FILE: 'render.js';

export declare const ASSETS_MANIFEST_FILE: 'amb-assets.json';
export interface AssetsManifest {
  /** The file a page loads: the shell's hashed main script, a remote's remoteEntry.js. */
  entry: string;
  /** Stylesheets, sorted. */
  css: string[];
}
export declare function serializeAssetsManifest(manifest: AssetsManifest): string;
export declare function assetsManifestOf(value: unknown): AssetsManifest | null;

export declare const MANIFEST_FILE: 'mf-manifest.json';
/** What the bff reads of a remote's mf-manifest.json. */
export interface RemoteManifest {
  /** The remote entry's file in the build (`remoteEntry.js`). */
  entry: string;
  /** Per exposed module (`./App`): the JS and CSS files it loads at once. */
  exposes: Record<string, { js: string[]; css: string[] }>;
}
export declare function remoteManifestOf(value: unknown): RemoteManifest | null;

export declare const REGISTRY_FILE: 'registry.json';
export interface RegistryEntry {
  current: string;
  /** Earlier versions, newest first. */
  previous: string[];
  /** The version a deploy or rollback is about to make current (the bffs warm it first). */
  next?: string;
}

export declare const READY_DIR: '.bff-ready';
export declare const READY_HEARTBEAT_MS: number;
export declare const READY_FRESH_MS: number;
export declare const READY_WAIT_MS: number;
/** One bff's readiness file: the server builds it holds warm, by app. */
export interface ReadyMarker {
  at: number;
  ready: Partial<Record<AppName, string[]>>;
}
export interface Registry {
  apps: Partial<Record<AppName, RegistryEntry>>;
}

export declare const DEPLOY_INFO_FILE: 'deploy.json';
export interface DeployInfo extends AssetsManifest {
  app: AppName;
  version: string;
  /** ISO time. */
  deployedAt?: string;
  /** The version's mf-manifest.json (remotes built with Module Federation), or null. */
  manifest: string | null;
}

export declare function isVersion(value: unknown): value is string;
export declare function emptyRegistry(): Registry;
export declare function isRegistry(value: unknown): value is { apps: Record<string, unknown> };
export declare function registryOf(value: unknown): Registry;
export declare function deployInfoOf(app: AppName, version: string, value: unknown): DeployInfo;
