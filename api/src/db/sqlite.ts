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
  database.pragma('foreign_keys = ON');
  return {
    close: () => void database.close(),
    prepare(sql) {
      // Parameters go in as one array: libsql reads a single object argument (also null) as named ones.
      const statement = database.prepare(sql);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(bindable(parameters)),
        run: (parameters) => statement.run(bindable(parameters)),
        iterate: (parameters) => statement.iterate(bindable(parameters)),
      };
    },
  };
}
