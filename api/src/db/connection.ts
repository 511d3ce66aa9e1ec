import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import { Pool } from 'pg';
import { openSqlite } from './sqlite';
import type { Database, Db, Dialect } from './types';

export type DbOptions =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string; maxConnections?: number };

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL schema the tables live in, when not the default search path. */
  schema?: string;
}

/**
 * SQLite's DDL is transactional, but Kysely's adapter says otherwise and would then refuse to migrate inside a
 * transaction (the api migrates under its start lock, see startLock.ts).
 */
class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl(): boolean {
        return true;
      }
    })();
  }
}

/** Opens the database: a SQLite file (directory created when missing, ':memory:' allowed) or PostgreSQL. */
export function createDb(options: DbOptions): DbHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.dialect === 'sqlite') {
    if (options.file !== ':memory:') mkdirSync(path.dirname(options.file), { recursive: true });
    const database = openSqlite(options.file);
    return {
      db: new Kysely<Database>({ dialect: new TransactionalDdlSqliteDialect({ database }), plugins }),
      dialect: 'sqlite',
    };
  }
  const pool = new Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return options.schema ? { db, dialect: 'postgres', schema: options.schema } : { db, dialect: 'postgres' };
}
