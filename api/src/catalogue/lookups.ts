import type { Hotel, Location, Rubric, Tag } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import {
  findLocationRows,
  listLocationRows,
  listRubricRows,
  listTagRows,
  listVenueHotelRows,
} from '../repositories/catalogue';
import { toHotel, toLocation } from './mappers';

export const listRubrics = (db: Db): Promise<Rubric[]> => listRubricRows(db);

export const listTags = (db: Db): Promise<Tag[]> => listTagRows(db);

export async function listLocations(db: Db): Promise<Location[]> {
  return (await listLocationRows(db)).map(toLocation);
}

/** Hotels with a real venue (the online pseudo hotels are not places). */
export async function listHotels(db: Db): Promise<Hotel[]> {
  const [hotels, locations] = await Promise.all([listVenueHotelRows(db), findLocationRows(db)]);
  const byId = new Map(locations.map((l) => [l.locationId, l]));
  return hotels.map((h) => toHotel(h, h.locationId === null ? null : (byId.get(h.locationId) ?? null)));
}
