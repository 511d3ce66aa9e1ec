import Libsql from 'libsql';
import type { SqliteDatabase } from 'kysely';

/** How long a query waits for another process's lock on the file (as better-sqlite3 did). */
export const QUERY_LOCK_WAIT_MS = 5_000;

const NOT_BINDABLE = 'SQLite3 can only bind numbers, strings, bigints, buffers, and null';

/**
 * libsql aborts the whole process (a Rust panic) when a boolean is bound, where better-sqlite3 threw
 * a TypeError; checked here so a bad value fails one query, not the server.
 */
function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  for (const value of parameters) if (typeof value === 'boolean') throw new TypeError(NOT_BINDABLE);
  return [...parameters];
}

type Database = InstanceType<typeof Libsql>;
type Statement = ReturnType<Database['prepare']>;
/** A compiled statement and whether it returns rows (libsql asks SQLite anew on each read of `reader`). */
type Compiled = { statement: Statement; reader: boolean };

/** How many distinct statements stay compiled; the api's queries are a few hundred shapes at most. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Compiled statements by their SQL (least recently used dropped first). Kysely prepares every query anew;
 * compiling the SQL was most of a short query's time (a checkout runs about 25).
 */
class StatementCache {
  private readonly statements = new Map<string, Compiled>();
  constructor(private readonly database: Database) {}

  get(sql: string): Compiled {
    let compiled = this.statements.get(sql);
    if (compiled) {
      this.statements.delete(sql);
    } else {
      const statement = this.database.prepare(sql);
      compiled = { statement, reader: statement.reader };
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, compiled);
    return compiled;
  }
}

/**
 * Opens a SQLite file (or ':memory:') for Kysely's SqliteDialect through libsql: better-sqlite3's API
 * with prebuilt N-API binaries in its npm packages, so nothing is compiled on install and the same
 * binary runs on every Node.
 */
export function openSqlite(file: string): SqliteDatabase {
  const database = new Libsql(file);
  // better-sqlite3 waits up to 5 s for another process's lock; libsql does not wait by default. Set first:
  // switching a new file to WAL takes a lock that another process starting at the same time may hold.
  database.pragma(`busy_timeout = ${QUERY_LOCK_WAIT_MS}`);
  database.pragma('journal_mode = WAL');
  // Every commit syncs the WAL to disk before it is answered: a committed booking survives a crash of the process
  // and of the machine (power loss). NORMAL would sync only at checkpoints — safe against a process crash, but a
  // power loss could take back the last bookings already confirmed. Group commit (groupCommit.ts) pays the sync
  // once per group instead. Set explicitly, so no build default of libsql can weaken it.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  const statements = new StatementCache(database);
  return {
    close: () => void database.close(),
    prepare(sql) {
      // Parameters go in as one array: libsql reads a single object argument (also null) as named ones.
      const { statement, reader } = statements.get(sql);
      return {
        reader,
        all: (parameters) => statement.all(bindable(parameters)),
        run: (parameters) => statement.run(bindable(parameters)),
        // An open iterator holds its statement until it ends: a stream gets a statement of its own.
        iterate: (parameters) => database.prepare(sql).iterate(bindable(parameters)),
      };
    },
  };
}
