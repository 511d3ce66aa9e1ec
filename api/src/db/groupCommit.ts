/**
 * Write transactions that may share one commit. On SQLite every commit is a disk sync (about 2 ms here)
 * and the one connection runs one transaction at a time, so a busy checkout waits mostly for the disk.
 * Work that arrives while a transaction runs is queued; the next transaction takes the whole queue and runs
 * each unit in a savepoint of its own (a unit alone needs none), one after the other: a unit that throws is
 * rolled back to its savepoint alone (as if its transaction had rolled back) and the others commit together (group commit).
 * Every unit still sees the writes of the units before it, exactly as sequential transactions would, and
 * none is answered before the shared commit is on disk. PostgreSQL has a pool and syncs concurrent commits
 * together itself: there each unit is an ordinary transaction.
 */
import { SqliteAdapter } from 'kysely';
import type { Db } from './types';

/** Units in one shared transaction at most: bounds how long a unit and other queries wait behind a group. */
export const GROUP_LIMIT = 32;

type Unit = { work: (trx: Db) => Promise<unknown>; resolve: (value: unknown) => void; reject: (e: unknown) => void };

class GroupCommitter {
  private queue: Unit[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  run<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.running) return;
      // Started after the current turn of the event loop: checkouts whose reads finish in this turn join the
      // same group instead of each opening one of its own.
      this.running = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.runGroup(this.queue.splice(0, GROUP_LIMIT));
    } finally {
      this.running = false;
    }
  }

  private async runGroup(units: Unit[]): Promise<void> {
    if (units.length === 1) return this.runAlone(units[0]!);
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      const trx = await this.db.startTransaction().execute();
      try {
        for (const unit of units) {
          const point = await trx.savepoint('unit').execute();
          try {
            const value = await unit.work(point);
            await point.releaseSavepoint('unit').execute();
            outcomes.push({ ok: true, value });
          } catch (error) {
            await point.rollbackToSavepoint('unit').execute();
            await point.releaseSavepoint('unit').execute();
            outcomes.push({ ok: false, error });
          }
        }
        await trx.commit().execute();
      } catch (error) {
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
        throw error;
      }
    } catch (error) {
      // The shared transaction failed as a whole (begin or commit): nothing of any unit was written.
      for (const unit of units) unit.reject(error);
      return;
    }
    units.forEach((unit, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.error);
    });
  }

  /** A group of one needs no savepoint: its transaction is the unit's, rolled back whole when it throws. */
  private async runAlone(unit: Unit): Promise<void> {
    let value: unknown;
    try {
      value = await this.db.transaction().execute(unit.work);
    } catch (error) {
      unit.reject(error);
      return;
    }
    unit.resolve(value);
  }
}

const committers = new WeakMap<Db, GroupCommitter>();

/** SQLite: one writer at a time, whose write transactions share commits here. */
export const sharesCommits = (db: Db): boolean => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Runs `work` in a transaction of its own (PostgreSQL) or in a savepoint of a shared one (SQLite), with the
 * same result: all of it is written, or (it threw) none of it. `work` must use only the `trx` it is given.
 */
export function inWriteTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  // Already in a transaction (the start's seed runs in the start lock's): the work is part of it.
  if (db.isTransaction) return work(db);
  if (!sharesCommits(db)) return db.transaction().execute(work);
  let committer = committers.get(db);
  if (!committer) {
    committer = new GroupCommitter(db);
    committers.set(db, committer);
  }
  return committer.run(work);
}
