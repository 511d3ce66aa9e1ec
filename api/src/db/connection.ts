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
  // JIT off: the api's statements each touch a few thousand rows at most, but a filter with OR'ed subqueries (events
  // held at a place) is estimated above jit_above_cost, and compiling it took 17 ms of a 20 ms list request
  // (EXPLAIN ANALYZE at 10,000 events). The usual setting for short OLTP statements.
  const settings = ['-c jit=off', ...(options.schema ? [`-c search_path=${options.schema}`] : [])];
  const pool = new Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    options: settings.join(' '),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return options.schema ? { db, dialect: 'postgres', schema: options.schema } : { db, dialect: 'postgres' };
}
