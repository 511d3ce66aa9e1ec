import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import { Pool } from 'pg';
import { openSqlite } from './sqlite';
import type { Database, Db, Dialect } from './types';

export type DbOptions =
  | { dialect: 'sqlite'; file: string }
  | {
      dialect: 'postgres';
      url: string;
      schema?: string;
      maxConnections?: number;
      /** Shown in pg_stat_activity: which process a connection belongs to (default `amb-api`). */
      applicationName?: string;
      /** How long a query waits for a connection (default CONNECT_TIMEOUT_MS). */
      connectTimeoutMs?: number;
    };

/**
 * How long a query waits for a connection of the pool (a free one, or a new one PostgreSQL accepts). During a
 * restart of the database a new connection is refused at once; this bounds the wait when every connection is
 * busy or the server does not answer at all, so a request fails with a 503 well inside the bff's deadline.
 */
export const CONNECT_TIMEOUT_MS = 3_000;

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
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    application_name: options.applicationName ?? 'amb-api',
  });
  // A connection the server ends (a restart, a failover, pg_terminate_backend) emits 'error': for an idle one the
  // pool re-emits it, for one in use (checked out by Kysely) the client does, with no listener of pg-pool's. Either
  // unhandled would end the process. The query in flight rejects by itself (a 503), the pool drops the connection.
  const lost = (error: Error) => console.error(`PostgreSQL-Verbindung verloren / connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return options.schema ? { db, dialect: 'postgres', schema: options.schema } : { db, dialect: 'postgres' };
}
