/**
 * The api's whole configuration: every environment variable it reads, read once at start by server.ts
 * (and the seed command) and validated by one yup schema. Nothing else in the api reads process.env.
 */
import path from 'node:path';
import { ValidationError, number, object, string } from 'yup';
import { DEFAULT_ORIGINS, DEFAULT_RATE_LIMITS, type RateLimitSettings, type SiteOrigins } from './auth/config';
import { DEFAULT_TRUSTED_PROXIES, trustOneHop } from './auth/trustProxy';
import type { DbOptions } from './db/connection';
import { isValidDay } from './util/calendarDays';

/** Production (NODE_ENV=production) needs real mail delivery and serves no development aids. */
export type AppMode = 'development' | 'production';

export interface Config {
  port: number;
  host: string;
  database: DbOptions;
  /** Base date of the demo data when the database is seeded (default: the day it is created). */
  seedBaseDate?: string;
  /** At least this many events in the demo data when the database is seeded (SEED_EVENTS; for benchmarks). */
  seedEventCount?: number;
  /** The proxy (the bff) whose X-Forwarded-For names the client: names (loopback), IPs or CIDR ranges. */
  trustedProxies: string[];
  /** production when NODE_ENV=production (then SMTP_URL is required), else development. */
  mode: AppMode;
  mail: { smtpUrl?: string; from?: string };
  /** RESERVATION_DAYS: how long a reservation holds its seat (never beyond the event's start). */
  reservationDays: number;
  /** PHOTO_DIR: the folder of the local photo storage (event photos and their thumbnails). */
  photoDir: string;
  /**
   * PHOTO_STORAGE: where uploaded files live. `database` (the default on PostgreSQL): the stored_files table,
   * shared by every api process; `folder` (the default on SQLite): PHOTO_DIR, shared only by processes that see it.
   */
  photoStorage: 'database' | 'folder';
  /** RESERVATION_RELEASE_BATCH: reservations one transaction of the background release handles at most. */
  releaseBatchSize: number;
  /** Site origins (login redirects, reset links), the user-token secret and overrides of the rate limits. */
  auth: { origins: SiteOrigins; tokenSecret?: string; limits: Partial<RateLimitSettings> };
}

/** `<repo>/data/amb.sqlite`, from src/ or dist/ alike. */
export const DEFAULT_DATABASE_FILE = path.resolve(__dirname, '..', '..', 'data', 'amb.sqlite');

/** `<repo>/data/photos`, from src/ or dist/ alike. */
export const DEFAULT_PHOTO_DIR = path.resolve(__dirname, '..', '..', 'data', 'photos');

const PORT_MESSAGE =
  'PORT muss eine ganze Zahl zwischen 0 und 65535 sein / PORT must be an integer between 0 and 65535';
const SEED_EVENTS_MESSAGE =
  'SEED_EVENTS muss eine ganze Zahl von 1 bis 100000 sein / SEED_EVENTS must be an integer from 1 to 100000';

const POOL_SIZE_MESSAGE =
  'DATABASE_POOL_SIZE muss eine ganze Zahl von 1 bis 100 sein / DATABASE_POOL_SIZE must be an integer from 1 to 100';
const RELEASE_BATCH_MESSAGE =
  'RESERVATION_RELEASE_BATCH muss eine ganze Zahl von 1 bis 10000 sein / RESERVATION_RELEASE_BATCH must be an integer from 1 to 10000';

const RESERVATION_DAYS_MESSAGE =
  'RESERVATION_DAYS muss eine ganze Zahl von 1 bis 60 sein / RESERVATION_DAYS must be an integer from 1 to 60';

const list = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function isAddressList(value: string): boolean {
  const addresses = list(value);
  if (addresses.length === 0) return false;
  try {
    trustOneHop(addresses);
    return true;
  } catch {
    return false;
  }
}

/** A site origin: an http(s) URL, of which only the origin counts. */
const origin = (name: string) =>
  string().test('origin', function (value) {
    if (value === undefined) return true;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return this.createError({
        message: `${name} muss eine URL sein (http(s)://host[:port]) / ${name} must be a URL`,
      });
    }
    if (url.protocol === 'http:' || url.protocol === 'https:') return true;
    return this.createError({
      message: `${name} muss mit http:// oder https:// beginnen / ${name} must start with http(s)://`,
    });
  });

const RATE_LIMIT_NAMES = Object.keys(DEFAULT_RATE_LIMITS);

/** `loginIp=100,registration=50`: the first bad entry, or undefined when every entry is name=count. */
function badRateLimit(value: string): string | undefined {
  return list(value).find((part) => {
    const [name, count] = part.split('=').map((p) => p.trim());
    const n = Number(count);
    return !name || !RATE_LIMIT_NAMES.includes(name) || !Number.isInteger(n) || n < 1;
  });
}

function parseRateLimits(value: string | undefined): Partial<RateLimitSettings> {
  const limits: Partial<RateLimitSettings> = {};
  for (const part of list(value ?? '')) {
    const [name, count] = part.split('=').map((p) => p.trim());
    limits[name as keyof RateLimitSettings] = Number(count);
  }
  return limits;
}

const envSchema = object({
  PORT: number()
    .typeError(PORT_MESSAGE)
    .integer(PORT_MESSAGE)
    .min(0, PORT_MESSAGE)
    .max(65535, PORT_MESSAGE)
    .default(3001),
  HOST: string().default('127.0.0.1'),
  DATABASE_URL: string().matches(
    /^postgres(ql)?:\/\/\S+$/,
    'DATABASE_URL muss eine PostgreSQL-URL sein (postgres://…) / DATABASE_URL must be a PostgreSQL URL (postgres://…)',
  ),
  DATABASE_FILE: string(),
  DATABASE_POOL_SIZE: number()
    .typeError(POOL_SIZE_MESSAGE)
    .integer(POOL_SIZE_MESSAGE)
    .min(1, POOL_SIZE_MESSAGE)
    .max(100, POOL_SIZE_MESSAGE)
    .default(10),
  PHOTO_DIR: string(),
  PHOTO_STORAGE: string().oneOf(
    ['database', 'folder'],
    'PHOTO_STORAGE muss database oder folder sein / PHOTO_STORAGE must be database or folder',
  ),
  RESERVATION_RELEASE_BATCH: number()
    .typeError(RELEASE_BATCH_MESSAGE)
    .integer(RELEASE_BATCH_MESSAGE)
    .min(1, RELEASE_BATCH_MESSAGE)
    .max(10_000, RELEASE_BATCH_MESSAGE)
    .default(100),
  SEED_BASE_DATE: string().test(
    'day',
    'SEED_BASE_DATE muss ein Datum im Format JJJJ-MM-TT sein / SEED_BASE_DATE must be a date YYYY-MM-DD',
    (value) => value === undefined || isValidDay(value),
  ),
  SEED_EVENTS: number()
    .typeError(SEED_EVENTS_MESSAGE)
    .integer(SEED_EVENTS_MESSAGE)
    .min(1, SEED_EVENTS_MESSAGE)
    .max(100_000, SEED_EVENTS_MESSAGE),
  RESERVATION_DAYS: number()
    .typeError(RESERVATION_DAYS_MESSAGE)
    .integer(RESERVATION_DAYS_MESSAGE)
    .min(1, RESERVATION_DAYS_MESSAGE)
    .max(60, RESERVATION_DAYS_MESSAGE)
    .default(14),
  NODE_ENV: string(),
  SMTP_URL: string()
    .matches(
      /^smtps?:\/\/\S+$/,
      'SMTP_URL muss eine SMTP-URL sein (smtp://… oder smtps://…) / SMTP_URL must be an SMTP URL (smtp://… or smtps://…)',
    )
    .when('NODE_ENV', {
      is: 'production',
      then: (schema) =>
        schema.required(
          'SMTP_URL fehlt: im Produktionsmodus (NODE_ENV=production) verschickt die API E-Mails per SMTP und speichert keine Links zum Zurücksetzen des Passworts / SMTP_URL is missing: in production mode (NODE_ENV=production) the api sends mail through SMTP and stores no password-reset links',
        ),
    }),
  MAIL_FROM: string(),
  TRUSTED_PROXY: string().test(
    'addresses',
    'TRUSTED_PROXY muss eine durch Kommas getrennte Liste von IP-Adressen, CIDR-Bereichen oder loopback sein / TRUSTED_PROXY must be a comma-separated list of IP addresses, CIDR ranges or loopback',
    (value) => value === undefined || isAddressList(value),
  ),
  ORIGIN_MAIN: origin('ORIGIN_MAIN'),
  ORIGIN_NEWER: origin('ORIGIN_NEWER'),
  ORIGIN_WORKS_COUNCIL: origin('ORIGIN_WORKS_COUNCIL'),
  TOKEN_SECRET: string(),
  RATE_LIMITS: string().test('limits', function (value) {
    const bad = value === undefined ? undefined : badRateLimit(value);
    if (bad === undefined) return true;
    return this.createError({
      message: `RATE_LIMITS: "${bad}" ist ungültig (Name=Zahl, Namen: ${RATE_LIMIT_NAMES.join(', ')}) / invalid entry`,
    });
  }),
});

/** Every variable of the schema: the README lists the same. */
export const ENV_VARIABLES = Object.keys(envSchema.fields) as (keyof typeof envSchema.fields)[];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration / Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; throws ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    ENV_VARIABLES.map((key) => [key, env[key]?.trim()] as const).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
  let values;
  try {
    values = envSchema.validateSync(present, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new ConfigError(error.errors);
    throw error;
  }
  const database: DbOptions = values.DATABASE_URL
    ? {
        dialect: 'postgres',
        url: values.DATABASE_URL,
        maxConnections: values.DATABASE_POOL_SIZE,
        // pg_stat_activity then says which api process a connection belongs to.
        applicationName: `amb-api-${values.PORT}`,
      }
    : { dialect: 'sqlite', file: path.resolve(values.DATABASE_FILE ?? DEFAULT_DATABASE_FILE) };
  const originOf = (value: string | undefined, fallback: string): string => (value ? new URL(value).origin : fallback);
  return {
    port: values.PORT,
    host: values.HOST,
    database,
    trustedProxies: values.TRUSTED_PROXY ? list(values.TRUSTED_PROXY) : [...DEFAULT_TRUSTED_PROXIES],
    mode: values.NODE_ENV === 'production' ? 'production' : 'development',
    reservationDays: values.RESERVATION_DAYS,
    photoDir: path.resolve(values.PHOTO_DIR ?? DEFAULT_PHOTO_DIR),
    photoStorage:
      (values.PHOTO_STORAGE as Config['photoStorage'] | undefined) ??
      (database.dialect === 'postgres' ? 'database' : 'folder'),
    releaseBatchSize: values.RESERVATION_RELEASE_BATCH,
    mail: {
      ...(values.SMTP_URL ? { smtpUrl: values.SMTP_URL } : {}),
      ...(values.MAIL_FROM ? { from: values.MAIL_FROM } : {}),
    },
    auth: {
      origins: {
        main: originOf(values.ORIGIN_MAIN, DEFAULT_ORIGINS.main),
        newer: originOf(values.ORIGIN_NEWER, DEFAULT_ORIGINS.newer),
        worksCouncil: originOf(values.ORIGIN_WORKS_COUNCIL, DEFAULT_ORIGINS.worksCouncil),
      },
      ...(values.TOKEN_SECRET ? { tokenSecret: values.TOKEN_SECRET } : {}),
      limits: parseRateLimits(values.RATE_LIMITS),
    },
    ...(values.SEED_BASE_DATE ? { seedBaseDate: values.SEED_BASE_DATE } : {}),
    ...(values.SEED_EVENTS !== undefined ? { seedEventCount: values.SEED_EVENTS } : {}),
  };
}
