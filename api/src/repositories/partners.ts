/** Partner keys, the events partners imported, the catalogue's change times, and the export's reads. */
import type { Insertable } from 'kysely';
import type { CatalogueChangeTable, Db, PartnerKeyTable } from '../db/types';

export async function insertPartnerKey(db: Db, key: Insertable<PartnerKeyTable>): Promise<number> {
  const row = await db.insertInto('partnerKeys').values(key).returning('keyId').executeTakeFirstOrThrow();
  return row.keyId;
}

export function findPartnerKeys(db: Db) {
  return db.selectFrom('partnerKeys').selectAll().orderBy('keyId', 'desc').execute();
}

export function findPartnerKey(db: Db, keyId: number) {
  return db.selectFrom('partnerKeys').selectAll().where('keyId', '=', keyId).executeTakeFirst();
}

/** The live key with this hash (a revoked key is no key). */
export function findLivePartnerKeyByHash(db: Db, keyHash: string) {
  return db
    .selectFrom('partnerKeys')
    .selectAll()
    .where('keyHash', '=', keyHash)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
}

export async function revokePartnerKeyRow(db: Db, keyId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('partnerKeys')
    .set({ revokedAt: at })
    .where('keyId', '=', keyId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function touchPartnerKey(db: Db, keyId: number, at: string): Promise<void> {
  await db.updateTable('partnerKeys').set({ lastUsedAt: at }).where('keyId', '=', keyId).execute();
}

/** Records that catalogue objects changed now (the export's updatedSince reads it). */
export async function markCatalogueChanged(
  db: Db,
  objectType: CatalogueChangeTable['objectType'],
  objectIds: readonly number[],
  at: string,
): Promise<void> {
  if (objectIds.length === 0) return;
  await db
    .insertInto('catalogueChanges')
    .values(objectIds.map((objectId) => ({ objectType, objectId, updatedAt: at })))
    .onConflict((oc) => oc.columns(['objectType', 'objectId']).doUpdateSet({ updatedAt: at }))
    .execute();
}

export interface ExportPage {
  updatedSince: string | undefined;
  limit: number;
  offset: number;
}

export async function findThemesForExport(db: Db, page: ExportPage) {
  const query = db
    .selectFrom('themes as o')
    .leftJoin('catalogueChanges as c', (join) =>
      join.onRef('c.objectId', '=', 'o.themeId').on('c.objectType', '=', 'theme'),
    );
  const filtered = page.updatedSince === undefined ? query : query.where('c.updatedAt', '>=', page.updatedSince);
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
    filtered
      .innerJoin('rubrics as r', 'r.rubricId', 'o.rubricId')
      .select(['o.themeId', 'o.slug', 'o.title', 'o.subtitle', 'o.description', 'r.name as rubric', 'c.updatedAt'])
      .orderBy('o.themeId')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { total: Number(count?.total ?? 0), rows };
}

export async function findEventsForExport(db: Db, page: ExportPage) {
  const query = db
    .selectFrom('events as o')
    .leftJoin('catalogueChanges as c', (join) =>
      join.onRef('c.objectId', '=', 'o.eventId').on('c.objectType', '=', 'event'),
    );
  const filtered = page.updatedSince === undefined ? query : query.where('c.updatedAt', '>=', page.updatedSince);
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
    filtered
      .leftJoin('partnerEventRefs as p', 'p.eventId', 'o.eventId')
      .select([
        'o.eventId',
        'o.themeId',
        'o.title',
        'o.startDate',
        'o.endDate',
        'o.hotelId',
        'o.isSeries',
        'o.capacity',
        'o.price',
        'o.priceParticipantTwo',
        'o.priceParticipantThree',
        'o.priceParticipantFour',
        'o.priceParticipantFive',
        'o.cancelledAt',
        'p.partnerName',
        'p.externalId',
        'c.updatedAt',
      ])
      .orderBy('o.eventId')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { total: Number(count?.total ?? 0), rows };
}

export async function findLocationsForExport(db: Db, page: ExportPage) {
  const query = db
    .selectFrom('locations as o')
    .leftJoin('catalogueChanges as c', (join) =>
      join.onRef('c.objectId', '=', 'o.locationId').on('c.objectType', '=', 'location'),
    );
  const filtered = page.updatedSince === undefined ? query : query.where('c.updatedAt', '>=', page.updatedSince);
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
    filtered
      .select(['o.locationId', 'o.name', 'o.slug', 'o.state', 'o.description', 'c.updatedAt'])
      .orderBy('o.locationId')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { total: Number(count?.total ?? 0), rows };
}

export async function findHotelsForExport(db: Db, page: ExportPage, onlineHotels: number[]) {
  const query = db
    .selectFrom('hotels as o')
    .leftJoin('catalogueChanges as c', (join) =>
      join.onRef('c.objectId', '=', 'o.hotelId').on('c.objectType', '=', 'hotel'),
    )
    .where('o.hotelId', 'not in', onlineHotels);
  const filtered = page.updatedSince === undefined ? query : query.where('c.updatedAt', '>=', page.updatedSince);
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
    filtered
      .select([
        'o.hotelId',
        'o.name',
        'o.street',
        'o.postalCode',
        'o.city',
        'o.stars',
        'o.locationId',
        'o.rooms',
        'o.board',
        'o.accessibility',
        'c.updatedAt',
      ])
      .orderBy('o.hotelId')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { total: Number(count?.total ?? 0), rows };
}

// The import's reads and writes (all inside its one transaction).

export function findPartnerRefs(db: Db, externalIds: readonly string[]) {
  if (externalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('partnerEventRefs')
    .selectAll()
    .where('externalId', 'in', [...externalIds])
    .execute();
}

export function findEventsById(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('events')
    .select(['eventId', 'themeId', 'startDate', 'endDate', 'hotelId', 'capacity', 'seatsTaken', 'price', 'cancelledAt'])
    .where('eventId', 'in', [...eventIds])
    .execute();
}

export async function existingIds(db: Db, table: 'themes' | 'hotels', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  if (table === 'themes') {
    const rows = await db
      .selectFrom('themes')
      .select('themeId')
      .where('themeId', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => r.themeId));
  }
  const rows = await db
    .selectFrom('hotels')
    .select('hotelId')
    .where('hotelId', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.hotelId));
}

export function findThemeTitles(db: Db, themeIds: readonly number[]) {
  if (themeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('themes')
    .select(['themeId', 'title'])
    .where('themeId', 'in', [...themeIds])
    .execute();
}

export async function maxEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('eventId').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

export interface ImportedEventValues {
  themeId: number;
  title: string;
  startDate: string;
  endDate: string;
  hotelId: number | null;
  capacity: number;
  price: number;
  cancelledAt: string | null;
}

export async function insertImportedEvent(
  db: Db,
  eventId: number,
  values: ImportedEventValues,
  ref: { partnerName: string; externalId: string },
): Promise<void> {
  await db
    .insertInto('events')
    .values({
      eventId,
      ...values,
      isSeries: 0,
      seatsTaken: 0,
      priceParticipantTwo: null,
      priceParticipantThree: null,
      priceParticipantFour: null,
      priceParticipantFive: null,
    })
    .execute();
  await db
    .insertInto('partnerEventRefs')
    .values({ ...ref, eventId })
    .execute();
}

export async function updateImportedEvent(
  db: Db,
  eventId: number,
  values: Partial<ImportedEventValues>,
): Promise<void> {
  await db.updateTable('events').set(values).where('eventId', '=', eventId).execute();
}
