import path from 'node:path';
import express from 'express';
import * as yup from 'yup';
import { REMOTE_NAMES, SITE_IDS, SITES, isRemoteName, type RemotesMap, type SiteId } from '@amb/shared-contracts';

/** production when NODE_ENV=production; development (the default) allows developer overrides in the browser. */
export type BffMode = 'development' | 'production';

/** Everything the bff reads from its environment, validated once at start. */
export interface BffConfig {
  mode: BffMode;
  /** Address every site listener binds to (HOST); undefined: Node's default, all interfaces. */
  host: string | undefined;
  ports: Record<SiteId, number>;
  /** Host header (with or without port, lower case) -> site; SITE_HOSTS plus the hosts of the origins. */
  siteHosts: Record<string, SiteId>;
  apiUrl: string;
  deployDir: string;
  /** Public origins of the three sites, without trailing slash. */
  origins: Record<SiteId, string>;
  /**
   * Other hosts that embed a site's header and footer (shop, job portal; EMBED_ORIGINS): per site, the origins
   * whose pages may fetch its fragments and calls with the visitor's cookies (CORS).
   */
  embedOrigins: Record<SiteId, string[]>;
  remoteOverrides: RemotesMap;
  navigationCacheMs: number;
  /** How long the api's answer of who a session is serves the session's pages (SESSION_CACHE_MS; 0: never). */
  sessionCacheMs: number;
  /** Timeout of the bff's own calls to the api (navigation, seminars, health, the visitor's session). */
  apiTimeoutMs: number;
  /** Longest a proxied api call may take from its arrival, the wait for a free socket included. */
  apiProxyTimeoutMs: number;
  /** Sockets the proxy opens to the api at most, and keeps open while idle at most. */
  apiMaxSockets: number;
  apiMaxFreeSockets: number;
  /**
   * Express `trust proxy` of the bff: whose X-Forwarded-For/-Proto it believes (a TLS terminator in front).
   * false (default): nobody's; the client is the socket's peer and the scheme that of the socket.
   */
  trustProxy: false | number | string;
  /** Server rendering: threads per generation, renders per thread at once, a page render's time budget. */
  ssr: { threads: number; tasksPerThread: number; budgetMs: number; cacheMs: number };
  /**
   * The purge hook of a CDN in front (CDN_PURGE_URL, CDN_PURGE_TOKEN): called with the cache tags of what a deploy,
   * a navigation change or an editor's save changed; null: no CDN.
   */
  cdnPurge: { url: string; token: string | null } | null;
}

export class ConfigError extends Error {}

const REPO_ROOT = path.resolve(__dirname, '..', '..');

const port = (name: string) =>
  yup
    .number()
    .typeError(`${name} muss eine Portnummer sein`)
    .integer(`${name} muss eine ganze Zahl sein`)
    .min(0, `${name} muss zwischen 0 und 65535 liegen`)
    .max(65535, `${name} muss zwischen 0 und 65535 liegen`);

const origin = (name: string) =>
  yup
    .string()
    .trim()
    .matches(/^https?:\/\/[^/\s?#]+$/, `${name} muss ein Origin wie http://localhost:8080 sein (ohne Pfad)`);

const positiveInteger = (name: string) =>
  yup
    .number()
    .typeError(`${name} muss eine Zahl sein`)
    .integer(`${name} muss eine ganze Zahl sein`)
    .min(1, `${name} muss mindestens 1 sein`);

const envSchema = yup.object({
  NODE_ENV: yup.string().trim().optional(),
  HOST: yup.string().trim().optional(),
  PORT_MAIN: port('PORT_MAIN').default(SITES.main.defaultPort),
  PORT_NEWER: port('PORT_NEWER').default(SITES.newer.defaultPort),
  PORT_WORKS_COUNCIL: port('PORT_WORKS_COUNCIL').default(SITES['works-council'].defaultPort),
  API_URL: yup
    .string()
    .trim()
    .matches(/^https?:\/\/[^\s]+$/, 'API_URL muss eine http(s)-URL sein')
    .default('http://127.0.0.1:3001'),
  AMB_DEPLOY_DIR: yup.string().trim().default(path.join(REPO_ROOT, '.deploy')),
  ORIGIN_MAIN: origin('ORIGIN_MAIN').optional(),
  ORIGIN_NEWER: origin('ORIGIN_NEWER').optional(),
  ORIGIN_WORKS_COUNCIL: origin('ORIGIN_WORKS_COUNCIL').optional(),
  SITE_HOSTS: yup.string().trim().default(''),
  EMBED_ORIGINS: yup.string().trim().default(''),
  REMOTE_OVERRIDES: yup.string().trim().default(''),
  NAVIGATION_CACHE_MS: yup
    .number()
    .typeError('NAVIGATION_CACHE_MS muss eine Zahl sein')
    .integer()
    .min(0)
    .default(30_000),
  SESSION_CACHE_MS: yup
    .number()
    .typeError('SESSION_CACHE_MS muss eine Zahl sein')
    .integer()
    .min(0, 'SESSION_CACHE_MS darf nicht negativ sein')
    .max(60_000, 'SESSION_CACHE_MS darf höchstens 60000 sein')
    .default(30_000),
  API_TIMEOUT_MS: positiveInteger('API_TIMEOUT_MS').default(5_000),
  API_PROXY_TIMEOUT_MS: positiveInteger('API_PROXY_TIMEOUT_MS').default(15_000),
  API_MAX_SOCKETS: positiveInteger('API_MAX_SOCKETS').default(64),
  TRUST_PROXY: yup.string().trim().default(''),
  SSR_THREADS: positiveInteger('SSR_THREADS').max(16, 'SSR_THREADS darf höchstens 16 sein').default(1),
  SSR_TASKS_PER_THREAD: positiveInteger('SSR_TASKS_PER_THREAD').default(16),
  SSR_BUDGET_MS: positiveInteger('SSR_BUDGET_MS').default(400),
  CDN_PURGE_URL: yup
    .string()
    .trim()
    .matches(/^https?:\/\/[^\s]+$/, 'CDN_PURGE_URL muss eine http(s)-URL sein')
    .optional(),
  CDN_PURGE_TOKEN: yup.string().trim().optional(),
  SSR_CACHE_MS: yup
    .number()
    .typeError('SSR_CACHE_MS muss eine Zahl sein')
    .integer()
    .min(0, 'SSR_CACHE_MS darf nicht negativ sein')
    .default(5_000),
  API_MAX_FREE_SOCKETS: positiveInteger('API_MAX_FREE_SOCKETS')
    .optional()
    .test(
      'not-above-max',
      'API_MAX_FREE_SOCKETS darf nicht größer als API_MAX_SOCKETS sein',
      (value, context) =>
        value === undefined || value <= (context.parent as { API_MAX_SOCKETS: number }).API_MAX_SOCKETS,
    ),
});

/** Idle sockets kept for reuse when API_MAX_FREE_SOCKETS is not set (never more than the cap). */
const DEFAULT_MAX_FREE_SOCKETS = 16;

function isSiteId(value: string): value is SiteId {
  return (SITE_IDS as string[]).includes(value);
}

/** `www.amb-seminare.de=main,neu.amb-seminare.de=newer` -> { host: site }. */
function parseSiteHosts(raw: string): Record<string, SiteId> {
  const result: Record<string, SiteId> = {};
  for (const pair of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [host, site, ...rest] = pair.split('=').map((part) => part.trim());
    if (!host || !site || rest.length > 0 || !isSiteId(site)) {
      throw new ConfigError(
        `SITE_HOSTS: "${pair}" ist ungültig; erwartet host=site mit site aus ${SITE_IDS.join(', ')}`,
      );
    }
    result[host.toLowerCase()] = site;
  }
  return result;
}

const EMBED_ORIGIN = /^https?:\/\/[^/\s?#=,]+$/;

/** `https://shop.amb-seminare.de=main,https://jobs.amb-seminare.de=main` -> { site: [origin, …] }. */
function parseEmbedOrigins(raw: string): Record<SiteId, string[]> {
  const result: Record<SiteId, string[]> = { main: [], newer: [], 'works-council': [] };
  for (const pair of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [origin, site, ...rest] = pair.split('=').map((part) => part.trim());
    if (!origin || !site || rest.length > 0 || !isSiteId(site) || !EMBED_ORIGIN.test(origin)) {
      throw new ConfigError(
        `EMBED_ORIGINS: "${pair}" ist ungültig; erwartet origin=site wie https://shop.example.de=main mit site aus ${SITE_IDS.join(', ')}`,
      );
    }
    result[site].push(origin.replace(/\/+$/, '').toLowerCase());
  }
  return result;
}

const TRUST_PROXY_HELP =
  'TRUST_PROXY: leer (niemandem trauen), eine Anzahl Proxys (1) oder Adressen/Netze wie loopback,10.0.0.0/8';

/** TRUST_PROXY: empty, a hop count or a list Express accepts; `true` would let every client pick its address. */
function parseTrustProxy(raw: string): false | number | string {
  if (raw === '' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') throw new ConfigError(`${TRUST_PROXY_HELP}; "true" würde jedem Client glauben`);
  try {
    // Express compiles the list on set and throws on an address it does not understand.
    express().set('trust proxy', raw);
  } catch {
    throw new ConfigError(`${TRUST_PROXY_HELP}; "${raw}" ist ungültig`);
  }
  return raw;
}

function parseRemoteOverrides(raw: string): RemotesMap {
  if (raw === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('REMOTE_OVERRIDES muss JSON sein, z. B. {"mf_cart":"http://localhost:3003/remoteEntry.js"}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ConfigError('REMOTE_OVERRIDES muss ein JSON-Objekt sein');
  }
  const overrides: RemotesMap = {};
  for (const [name, url] of Object.entries(parsed)) {
    if (!isRemoteName(name)) {
      throw new ConfigError(`REMOTE_OVERRIDES: unbekanntes Remote "${name}" (erlaubt: ${REMOTE_NAMES.join(', ')})`);
    }
    if (typeof url !== 'string' || !/^(https?:\/\/|\/)\S+$/.test(url)) {
      throw new ConfigError(`REMOTE_OVERRIDES: "${name}" braucht eine URL zu remoteEntry.js`);
    }
    overrides[name] = url;
  }
  return overrides;
}

/** Reads and validates the configuration; throws ConfigError with a message naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const input = Object.fromEntries(
    Object.keys(envSchema.fields).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  let values: yup.InferType<typeof envSchema>;
  try {
    values = envSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new ConfigError(error.errors.join('; '));
    throw error;
  }
  const ports: Record<SiteId, number> = {
    main: values.PORT_MAIN,
    newer: values.PORT_NEWER,
    'works-council': values.PORT_WORKS_COUNCIL,
  };
  const origins: Record<SiteId, string> = {
    main: values.ORIGIN_MAIN ?? `http://localhost:${ports.main}`,
    newer: values.ORIGIN_NEWER ?? `http://localhost:${ports.newer}`,
    'works-council': values.ORIGIN_WORKS_COUNCIL ?? `http://localhost:${ports['works-council']}`,
  };
  const siteHosts: Record<string, SiteId> = {};
  for (const site of SITE_IDS) siteHosts[new URL(origins[site]).host] = site;
  Object.assign(siteHosts, parseSiteHosts(values.SITE_HOSTS));

  return {
    mode: values.NODE_ENV === 'production' ? 'production' : 'development',
    host: values.HOST || undefined,
    ports,
    siteHosts,
    apiUrl: values.API_URL.replace(/\/+$/, ''),
    deployDir: path.resolve(values.AMB_DEPLOY_DIR),
    origins,
    embedOrigins: parseEmbedOrigins(values.EMBED_ORIGINS),
    remoteOverrides: parseRemoteOverrides(values.REMOTE_OVERRIDES),
    navigationCacheMs: values.NAVIGATION_CACHE_MS,
    sessionCacheMs: values.SESSION_CACHE_MS,
    apiTimeoutMs: values.API_TIMEOUT_MS,
    apiProxyTimeoutMs: values.API_PROXY_TIMEOUT_MS,
    apiMaxSockets: values.API_MAX_SOCKETS,
    apiMaxFreeSockets: values.API_MAX_FREE_SOCKETS ?? Math.min(DEFAULT_MAX_FREE_SOCKETS, values.API_MAX_SOCKETS),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    ssr: {
      threads: values.SSR_THREADS,
      tasksPerThread: values.SSR_TASKS_PER_THREAD,
      budgetMs: values.SSR_BUDGET_MS,
      cacheMs: values.SSR_CACHE_MS,
    },
    cdnPurge: values.CDN_PURGE_URL ? { url: values.CDN_PURGE_URL, token: values.CDN_PURGE_TOKEN || null } : null,
  };
}
