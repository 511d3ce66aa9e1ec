import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_catalogue';

/** Every migration, in order. A new migration is a module here: no file-system globbing. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_catalogue': m001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
