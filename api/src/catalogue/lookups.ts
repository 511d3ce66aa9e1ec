import type { Hotel, Location, Rubric, Tag } from '@amb/shared-contracts';
import { ONLINE_HOTEL_IDS } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { toHotel, toLocation } from './mappers';

export async function listRubrics(db: Db): Promise<Rubric[]> {
  return db
    .selectFrom('rubrics')
    .select(['rubricId', 'name', 'slug', 'description'])
    .orderBy('position')
    .orderBy('rubricId')
    .execute();
}

export async function listTags(db: Db): Promise<Tag[]> {
  return db.selectFrom('tags').select(['tagId', 'name', 'slug']).orderBy('tagId').execute();
}

export async function listLocations(db: Db): Promise<Location[]> {
  const rows = await db.selectFrom('locations').selectAll().orderBy('locationId').execute();
  return rows.map(toLocation);
}

/** Hotels with a real venue (the online pseudo hotels are not places). */
export async function listHotels(db: Db): Promise<Hotel[]> {
  const [hotels, locations] = await Promise.all([
    db
      .selectFrom('hotels')
      .selectAll()
      .where('hotelId', 'not in', [...ONLINE_HOTEL_IDS])
      .orderBy('hotelId')
      .execute(),
    db.selectFrom('locations').selectAll().execute(),
  ]);
  const byId = new Map(locations.map((l) => [l.locationId, l]));
  return hotels.map((h) => toHotel(h, h.locationId === null ? null : (byId.get(h.locationId) ?? null)));
}
