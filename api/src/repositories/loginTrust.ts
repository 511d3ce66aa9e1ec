/** Known devices (sha256 of the device cookie) and known addresses of successful logins. */
import type { Db } from '../db/types';

/** The device of this token hash, when it is the user's and was used after `usedAfter`. */
export function findKnownDevice(db: Db, tokenHash: string, userId: number, usedAfter: string) {
  return db
    .selectFrom('loginDevices')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .where('userId', '=', userId)
    .where('lastUsedAt', '>', usedAfter)
    .executeTakeFirst();
}

/** The user's login from this address after `since`, if any. */
export function findKnownAddress(db: Db, userId: number, address: string, since: string) {
  return db
    .selectFrom('loginAddresses')
    .select('userId')
    .where('userId', '=', userId)
    .where('address', '=', address)
    .where('lastSuccessAt', '>', since)
    .executeTakeFirst();
}

export function touchDevice(db: Db, tokenHash: string, lastUsedAt: string): Promise<unknown> {
  return db.updateTable('loginDevices').set({ lastUsedAt }).where('tokenHash', '=', tokenHash).execute();
}

export function insertDevice(db: Db, tokenHash: string, userId: number, now: string): Promise<unknown> {
  return db.insertInto('loginDevices').values({ tokenHash, userId, createdAt: now, lastUsedAt: now }).execute();
}

export function rememberAddress(db: Db, userId: number, address: string, now: string): Promise<unknown> {
  return db
    .insertInto('loginAddresses')
    .values({ userId, address, lastSuccessAt: now })
    .onConflict((oc) => oc.columns(['userId', 'address']).doUpdateSet({ lastSuccessAt: now }))
    .execute();
}

export function deleteStaleDevices(db: Db, lastUsedUpTo: string) {
  return db.deleteFrom('loginDevices').where('lastUsedAt', '<=', lastUsedUpTo).executeTakeFirst();
}

export function deleteStaleAddresses(db: Db, lastSuccessUpTo: string) {
  return db.deleteFrom('loginAddresses').where('lastSuccessAt', '<=', lastSuccessUpTo).executeTakeFirst();
}
