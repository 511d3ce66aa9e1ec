import type { Event, EventModule } from '@amb/shared-contracts';
import { number, object, string } from 'yup';
import type { Db, LocationTable } from '../db/types';
import { notFound } from '../http/errors';
import { parseQuery } from '../http/validation';
import { findEventRow, findHotelRows, findLocationRows, listEventModuleRows } from '../repositories/catalogue';
import { isOnlineHotelId, toHotel, toPrice } from './mappers';
import { themeUrl } from './urls';

export const RELATIONS = [
  'hotel',
  'hotel.location',
  'content',
  'content.prices',
  'theme',
  'theme.actionField',
  'theme.actionField.rubric',
  'modules',
  'modules.hotel',
  'modules.hotel.location',
  'recipients',
] as const;

const schema = object({
  objectType: string().required('Der Objekttyp fehlt.').oneOf(['event'], 'Der Objekttyp muss „event“ sein.'),
  internalId: number()
    .typeError('Die interne ID muss eine ganze Zahl sein.')
    .required('Die interne ID fehlt.')
    .integer('Die interne ID muss eine ganze Zahl sein.')
    .min(1, 'Die interne ID muss eine ganze Zahl sein.')
    .max(2_147_483_647, 'Die interne ID muss eine ganze Zahl sein.'),
  relations: string().test('relations', 'Unbekannte Relation angefordert.', (value) =>
    (value ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean)
      .every((r) => (RELATIONS as readonly string[]).includes(r)),
  ),
});

export interface ConsumerQuery {
  objectType: 'event';
  internalId: number;
}

/** The query of /api/consumer/object: values trimmed, empty ones absent, a repeated parameter refused. */
export function parseConsumerQuery(query: Record<string, unknown>): ConsumerQuery {
  return { objectType: 'event', internalId: parseQuery(schema, query).internalId };
}

/** The consumer API's view of one event (SPEC §3 Event): hotel with location, content, theme, modules. */
export async function loadEvent(db: Db, eventId: number): Promise<Event> {
  const row = await findEventRow(db, eventId);
  if (!row) throw notFound(`Die Veranstaltung ${eventId} wurde nicht gefunden.`);

  const modules = await listEventModuleRows(db, eventId);
  const hotelIds = [
    ...new Set([row.hotelId, ...modules.map((m) => m.hotelId)].filter((id): id is number => id !== null)),
  ];
  const hotels = await findHotelRows(db, hotelIds);
  const locationIds = [...new Set(hotels.map((h) => h.locationId).filter((id): id is number => id !== null))];
  const locations = await findLocationRows(db, locationIds);
  const hotelById = new Map(hotels.map((h) => [h.hotelId, h]));
  const locationById = new Map(locations.map((l) => [l.locationId, l]));
  const locationOf = (locationId: number | null): LocationTable | null =>
    locationId === null ? null : (locationById.get(locationId) ?? null);

  const eventHotel = row.hotelId === null ? undefined : hotelById.get(row.hotelId);
  const eventModules: EventModule[] = modules.map((m) => {
    const hotel = hotelById.get(m.hotelId);
    const location = hotel ? locationOf(hotel.locationId) : null;
    return {
      moduleId: m.moduleId,
      title: m.title,
      startDate: m.startDate,
      endDate: m.endDate,
      hotelId: m.hotelId,
      hotel: hotel ? { location: location ? { name: location.name } : null } : null,
    };
  });

  return {
    eventId: row.eventId,
    themeId: row.themeId,
    startDate: row.startDate,
    endDate: row.endDate,
    isOnlineEvent: isOnlineHotelId(row.hotelId),
    hotel: eventHotel ? toHotel(eventHotel, locationOf(eventHotel.locationId)) : null,
    modules: eventModules,
    recipients: [],
    content: { title: row.title, prices: toPrice(row) },
    theme: {
      themeId: row.themeId,
      actionField: { name: row.actionField, rubric: { name: row.rubricName } },
      redirectUrl: themeUrl(row.themeSlug),
    },
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
  };
}
