/** The data of the event, location and hotel pages. */
import {
  isOnlineHotelId,
  isPresenceSeries,
  SEMINAR_PAGE_SIZE_MAX,
  type EventDetailResponse,
  type EventsAtPlace,
  type HotelDetailResponse,
  type LocationDetailResponse,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { findLocationRows, searchEventRows } from '../repositories/catalogue';
import {
  findLocationRow,
  findThemeRow,
  findVenueHotelRow,
  listDateRows,
  listHotelRowsOfLocation,
  listModuleRows,
} from '../repositories/cataloguePages';
import { toLocation } from './mappers';
import { toSeminarListItem } from './seminars';
import { toThemeDate } from './themeDates';
import { hotelUrl, locationUrl, themeUrl } from './urls';

const ID = /^[1-9]\d{0,8}$/;
/** `{name}-{id}` as the place pages' addresses carry them, or the bare id. */
const NAME_AND_ID = /^(?:[a-z0-9-]+-)?([1-9]\d{0,8})$/;

function idOf(param: string, pattern: RegExp, message: string): number {
  const match = pattern.exec(param);
  if (!match) throw notFound(message);
  return Number(match[1] ?? match[0]);
}

/** GET /api/events/:event: a date with its theme and modules. */
export async function eventDetail(db: Db, param: string): Promise<EventDetailResponse> {
  const message = 'Diesen Termin gibt es nicht.';
  const eventId = idOf(param, ID, message);
  const [row] = await listDateRows(db, { eventIds: [eventId] });
  if (!row) throw notFound(message);
  const [theme, modules] = await Promise.all([
    findThemeRow(db, { themeId: row.themeId }),
    listModuleRows(db, [eventId]),
  ]);
  if (!theme) throw notFound(message);
  return {
    ...toThemeDate(row, modules),
    title: row.title,
    theme: {
      themeId: theme.themeId,
      slug: theme.slug,
      title: theme.title,
      subtitle: theme.subtitle,
      url: themeUrl(theme.slug),
      rubric: { rubricId: theme.rubricId, name: theme.rubricName, slug: theme.rubricSlug },
    },
    isPresenceSeries: row.isSeries === 1 && isPresenceSeries(modules),
    modules: modules.map((m) => {
      const online = isOnlineHotelId(m.hotelId);
      return {
        moduleId: m.moduleId,
        position: m.position,
        title: m.title,
        startDate: m.startDate,
        endDate: m.endDate,
        isOnline: online,
        city: online ? null : m.city,
        hotel:
          online || m.hotelName === null
            ? null
            : { hotelId: m.hotelId, name: m.hotelName, url: hotelUrl({ hotelId: m.hotelId, name: m.hotelName }) },
      };
    }),
  };
}

/** The first events held at a place from `today` on (the page links the filtered list for the rest). */
async function eventsAt(
  db: Db,
  place: { locationId: number } | { hotelId: number },
  today: string,
): Promise<EventsAtPlace> {
  const { total, rows } = await searchEventRows(db, {
    ...place,
    from: today,
    sort: 'date',
    limit: SEMINAR_PAGE_SIZE_MAX,
    offset: 0,
  });
  return { events: rows.map(toSeminarListItem), eventCount: total };
}

/** GET /api/locations/:location (`{slug}-{id}` or the id). */
export async function locationDetail(db: Db, param: string, today: string): Promise<LocationDetailResponse> {
  const message = 'Diesen Standort gibt es nicht.';
  const location = await findLocationRow(db, idOf(param, NAME_AND_ID, message));
  if (!location) throw notFound(message);
  const [hotels, events] = await Promise.all([
    listHotelRowsOfLocation(db, location.locationId),
    eventsAt(db, { locationId: location.locationId }, today),
  ]);
  return {
    locationId: location.locationId,
    name: location.name,
    slug: location.slug,
    state: location.state,
    description: location.description,
    url: locationUrl(location),
    hotels: hotels.map((h) => ({ hotelId: h.hotelId, name: h.name, url: hotelUrl(h) })),
    ...events,
  };
}

/** GET /api/hotels/:hotel (`{name}-{id}` or the id): the online pseudo hotels are no places. */
export async function hotelDetail(db: Db, param: string, today: string): Promise<HotelDetailResponse> {
  const message = 'Dieses Hotel gibt es nicht.';
  const hotel = await findVenueHotelRow(db, idOf(param, NAME_AND_ID, message));
  if (!hotel) throw notFound(message);
  const [[location], events] = await Promise.all([
    hotel.locationId === null ? [] : findLocationRows(db, [hotel.locationId]),
    eventsAt(db, { hotelId: hotel.hotelId }, today),
  ]);
  return {
    hotelId: hotel.hotelId,
    name: hotel.name,
    url: hotelUrl(hotel),
    street: hotel.street,
    postalCode: hotel.postalCode,
    city: hotel.city,
    stars: hotel.stars,
    description: hotel.description ?? '',
    rooms: hotel.rooms,
    board: hotel.board,
    accessibility: hotel.accessibility,
    location: location ? toLocation(location) : null,
    ...events,
  };
}
