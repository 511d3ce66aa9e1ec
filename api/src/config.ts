import path from 'node:path';
import { ValidationError, number, object, string } from 'yup';
import type { DbOptions } from './db/connection';
import { isValidDay } from './seed/dates';

export interface Config {
  port: number;
  host: string;
  database: DbOptions;
  /** Base date of the demo data when the database is seeded (default: the day it is created). */
  seedBaseDate?: string;
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
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration / Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; throws ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    ['PORT', 'HOST', 'DATABASE_URL', 'DATABASE_FILE', 'SEED_BASE_DATE']
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
    ...(values.SEED_BASE_DATE ? { seedBaseDate: values.SEED_BASE_DATE } : {}),
  };
}
