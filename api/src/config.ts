import path from 'node:path';
import { ValidationError, number, object, string } from 'yup';
import type { AppMode } from './app';
import { DEFAULT_TRUSTED_PROXIES, trustOneHop } from './auth/trustProxy';
import type { DbOptions } from './db/connection';
import { isValidDay } from './seed/dates';

export interface Config {
  port: number;
  host: string;
  database: DbOptions;
  /** Base date of the demo data when the database is seeded (default: the day it is created). */
  seedBaseDate?: string;
  /** The proxy (the bff) whose X-Forwarded-For names the client: names (loopback), IPs or CIDR ranges. */
  trustedProxies: string[];
  /** production when NODE_ENV=production (then SMTP_URL is required), else development. */
  mode: AppMode;
  mail: { smtpUrl?: string; from?: string };
}

/** `<repo>/data/amb.sqlite`, from src/ or dist/ alike. */
export const DEFAULT_DATABASE_FILE = path.resolve(__dirname, '..', '..', 'data', 'amb.sqlite');

const envSchema = object({
  PORT: number()
    .typeError('PORT muss eine ganze Zahl zwischen 0 und 65535 sein / PORT must be an integer between 0 and 65535')
    .integer('PORT muss eine ganze Zahl zwischen 0 und 65535 sein / PORT must be an integer between 0 and 65535')
    .min(0, 'PORT muss eine ganze Zahl zwischen 0 und 65535 sein / PORT must be an integer between 0 and 65535')
    .max(65535, 'PORT muss eine ganze Zahl zwischen 0 und 65535 sein / PORT must be an integer between 0 and 65535')
    .default(3001),
  HOST: string().default('127.0.0.1'),
  DATABASE_URL: string().matches(
    /^postgres(ql)?:\/\/\S+$/,
    'DATABASE_URL muss eine PostgreSQL-URL sein (postgres://…) / DATABASE_URL must be a PostgreSQL URL (postgres://…)',
  ),
  DATABASE_FILE: string(),
  SEED_BASE_DATE: string().test(
    'day',
    'SEED_BASE_DATE muss ein Datum im Format JJJJ-MM-TT sein / SEED_BASE_DATE must be a date YYYY-MM-DD',
    (value) => value === undefined || isValidDay(value),
  ),
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
});

const addressList = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function isAddressList(value: string): boolean {
  const list = addressList(value);
  if (list.length === 0) return false;
  try {
    trustOneHop(list);
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration / Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; throws ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    [
      'PORT',
      'HOST',
      'DATABASE_URL',
      'DATABASE_FILE',
      'SEED_BASE_DATE',
      'TRUSTED_PROXY',
      'NODE_ENV',
      'SMTP_URL',
      'MAIL_FROM',
    ]
      .map((key) => [key, env[key]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  let values;
  try {
    values = envSchema.validateSync(present, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new ConfigError(error.errors);
    throw error;
  }
  const database: DbOptions = values.DATABASE_URL
    ? { dialect: 'postgres', url: values.DATABASE_URL }
    : { dialect: 'sqlite', file: path.resolve(values.DATABASE_FILE ?? DEFAULT_DATABASE_FILE) };
  return {
    port: values.PORT,
    host: values.HOST,
    database,
    trustedProxies: values.TRUSTED_PROXY ? addressList(values.TRUSTED_PROXY) : [...DEFAULT_TRUSTED_PROXIES],
    mode: values.NODE_ENV === 'production' ? 'production' : 'development',
    mail: {
      ...(values.SMTP_URL ? { smtpUrl: values.SMTP_URL } : {}),
      ...(values.MAIL_FROM ? { from: values.MAIL_FROM } : {}),
    },
    ...(values.SEED_BASE_DATE ? { seedBaseDate: values.SEED_BASE_DATE } : {}),
  };
}
