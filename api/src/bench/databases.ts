/**
 * What every api benchmark does around its measurement: run it on a temporary SQLite file, then — when
 * TEST_DATABASE_URL or DATABASE_URL names one — on PostgreSQL in a schema of its own, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, type DbHandle } from '../db/connection';

export async function onBothDatabases(
  bench: (label: string, handle: DbHandle) => Promise<void>,
  { maxConnections }: { maxConnections: number },
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'amb-bench-'));
  const sqlite = createDb({ dialect: 'sqlite', file: path.join(dir, 'bench.sqlite') });
  try {
    await bench('SQLite', sqlite);
  } finally {
    await sqlite.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.log('\nPostgreSQL: übersprungen (TEST_DATABASE_URL oder DATABASE_URL setzen).');
    return;
  }
  const schema = `amb_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const postgres = createDb({ dialect: 'postgres', url, schema, maxConnections });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(postgres.db);
    await bench('PostgreSQL', postgres);
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(postgres.db);
    await postgres.db.destroy();
  }
}

/** Runs a benchmark's main; a failure prints and exits non-zero. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
