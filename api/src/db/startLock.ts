import { sql, type Transaction } from 'kysely';
import { QUERY_LOCK_WAIT_MS } from './sqlite';
import type { Database, Db, Dialect } from './types';

/** Key of the PostgreSQL advisory lock every api start takes while it migrates and seeds. */
const START_LOCK_KEY = 0x616d62; // 'amb'
/** How long a SQLite start waits for another's start lock. */
const START_LOCK_WAIT_MS = 120_000;

/**
 * Runs `step` in one transaction that no other api process can run at the same time: several processes
 * starting on one empty database (behind a load balancer, or two starts on one SQLite file) then migrate
 * and seed once, and the others find the work done. PostgreSQL: a transaction-scoped advisory lock.
 * SQLite: the transaction's first statement writes, so it takes the file's write lock before it reads
 * anything (a deferred transaction that reads first cannot wait for a writer and fails instead).
 */
export async function underStartLock<T>(db: Db, dialect: Dialect, step: (trx: Transaction<Database>) => Promise<T>) {
  if (dialect === 'postgres') return lockedStep(db, dialect, step);
  // The first start on an empty file migrates, seeds and hashes the demo passwords while the others wait:
  // longer than the 5 s a query normally waits for a lock, above all on a busy machine.
  await sql`pragma busy_timeout = ${sql.raw(String(START_LOCK_WAIT_MS))}`.execute(db);
  try {
    await sql`create table if not exists amb_start_lock (id integer primary key, taken_at text not null)`.execute(db);
    return await lockedStep(db, dialect, step);
  } finally {
    await sql`pragma busy_timeout = ${sql.raw(String(QUERY_LOCK_WAIT_MS))}`.execute(db);
  }
}

function lockedStep<T>(db: Db, dialect: Dialect, step: (trx: Transaction<Database>) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${START_LOCK_KEY})`.execute(trx);
    else {
      await sql`insert into amb_start_lock (id, taken_at) values (1, ${new Date().toISOString()})
        on conflict (id) do update set taken_at = excluded.taken_at`.execute(trx);
    }
    return step(trx);
  });
}

/** `work` inside `db`'s transaction when it is one, else in a new transaction. */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
