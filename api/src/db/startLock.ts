import { sql, type Transaction } from 'kysely';
import type { Database, Db, Dialect } from './types';

/** Key of the PostgreSQL advisory lock every api start takes while it migrates and seeds. */
const START_LOCK_KEY = 0x616d62; // 'amb'

/**
 * Runs `step` in one transaction that no other api process can run at the same time: several processes
 * starting on one empty database (behind a load balancer, or two starts on one SQLite file) then migrate
 * and seed once, and the others find the work done. PostgreSQL: a transaction-scoped advisory lock.
 * SQLite: the transaction's first statement writes, so it takes the file's write lock before it reads
 * anything (a deferred transaction that reads first cannot wait for a writer and fails instead).
 */
export async function underStartLock<T>(db: Db, dialect: Dialect, step: (trx: Transaction<Database>) => Promise<T>) {
  if (dialect === 'sqlite') {
    await sql`create table if not exists amb_start_lock (id integer primary key, taken_at text not null)`.execute(db);
  }
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
