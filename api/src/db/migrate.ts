import { Migrator } from 'kysely';
import { migrationProvider } from './migrations';
import type { DbHandle } from './connection';

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest({ db, schema }: DbHandle): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
