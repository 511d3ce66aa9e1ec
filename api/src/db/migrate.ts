import { inspect } from 'node:util';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { DbHandle } from './connection';
import { migrationProvider } from './migrations';

/**
 * On PostgreSQL the migration tables are pinned to the current schema: otherwise Kysely would take
 * another schema's kysely_migration table (another app, a parallel test) for ours.
 */
async function migrationSchema({ db, dialect, schema }: DbHandle): Promise<string | undefined> {
  if (dialect !== 'postgres') return undefined;
  if (schema) return schema;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(handle: DbHandle): Promise<string[]> {
  const schema = await migrationSchema(handle);
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(inspect(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
